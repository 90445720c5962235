import type { GatsbySSR } from 'gatsby';
import type { RouteKey } from '@kindlustus/routes';
import { flowScripts } from './gatsby/flow-preloads';
import { PageElement, RootElement } from './src/app/root';
import { webFontCss, webFontFile } from './src/config/web-font';
import { consentDefaultScript } from './src/consent/consent-default-script';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement element={element} />;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageElement element={element} />;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents }) => {
  // A client-only shell names its routes in the page context; its flows' scripts load while it hydrates.
  const pageContext = (loadPageDataSync(pathname) as { result?: { pageContext?: { routeKeys?: RouteKey[] } } } | null)?.result?.pageContext;
  const preloads = flowScripts(pageContext?.routeKeys ?? []).map((script) => <link key={script} rel="preload" href={script} as="script" />);
  setHeadComponents([
    // First of all: Consent Mode defaults (and the stored choice) before any tag can run.
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
    <link key="font-preload" rel="preload" href={`/fonts/${webFontFile('latin', 400)}`} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: webFontCss() }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...preloads,
  ]);
};
