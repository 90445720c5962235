import type { GatsbyBrowser } from 'gatsby';
import { defaultLocale } from '@kindlustus/routes';
import { siteConstants } from './src/config/site-constants';
import { reloadOnChunkFailure } from './src/app/chunk-reload';
import { loadDocumentAcrossFlowBoundary } from './src/app/flow-boundary';
import { preloadFlowScriptsAfterFirstPaint } from './src/app/flow-scripts';
import { hydrateInSlices, serverHtmlHydrated } from './src/app/hydration';
import { loadingBar } from './src/app/loading-bar-store';
import { currentConnection, prefetchAllowed } from './src/app/prefetch-policy';
import { PageElement, RootElement } from './src/app/root';
import { registerServiceWorkerLate } from './src/app/service-worker-timing';
import { runZodWithoutEval } from './src/app/zod-without-eval';
import type { UiTextsQueryData } from './src/content/page-data';
import { PageTextsProvider } from './src/i18n/translation.browser';
import { reportRouteChange } from './src/consent/route-change';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootElement element={element} />;
// At build time gatsby-plugin-react-i18next wraps each page in i18next; in the browser the page's own
// texts do (its browser wrapper is patched out, see site/src/i18n/translation.ts).
export const wrapPageElement: GatsbyBrowser<UiTextsQueryData, { i18n?: { language: string } }>['wrapPageElement'] = ({ element, props }) => (
  <PageElement
    element={
      <PageTextsProvider language={props.pageContext.i18n?.language ?? defaultLocale} data={props.data}>
        {element}
      </PageTextsProvider>
    }
  />
);

// Gatsby's type for this hook is React's legacy render signature; it calls it with the app and #___gatsby.
export const replaceHydrateFunction = () => hydrateInSlices;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  runZodWithoutEval();
  reloadOnChunkFailure();
  loadDocumentAcrossFlowBoundary();
  preloadFlowScriptsAfterFirstPaint();
  registerServiceWorkerLate();
};
// Marks the moment the page became interactive (browser tests wait for it before clicking).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.body.dataset.hydrated = 'true';
  serverHtmlHydrated();
};
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) loadingBar.start();
};
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  loadingBar.done();
  reportRouteChange(location.pathname);
  prefetchNavigationWhenIdle();
};

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => !prefetchAllowed(currentConnection());

/** Once the browser is idle (at most 2 s after a page shows), fetch the pages the main menu leads to. */
function prefetchNavigationWhenIdle() {
  if (!prefetchAllowed(currentConnection())) return;
  const loader = (window as unknown as { ___loader?: { prefetch: (path: string) => void } }).___loader;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, siteConstants.prefetch.idleTimeoutMs));
  idle(
    () => {
      document.querySelectorAll<HTMLAnchorElement>('#site-navigation a[href^="/"]').forEach((link) => loader?.prefetch(link.pathname));
    },
    { timeout: siteConstants.prefetch.idleTimeoutMs },
  );
}
