import type { GatsbySSR } from 'gatsby';
import type { RouteKey } from '@kindlustus/routes';
import { flowScripts } from './gatsby/flow-preloads';
import { constantGlobalScripts } from './gatsby/inline-script-globals';
import { PageElement, RootElement } from './src/app/root';
import { webFontCss, webFontFile } from './src/config/web-font';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement element={element} />;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageElement element={element} />;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents }) => {
  // A client-only shell names its routes in the page context; its flows' scripts load while it hydrates.
  const pageContext = (loadPageDataSync(pathname) as { result?: { pageContext?: { routeKeys?: RouteKey[] } } } | null)?.result?.pageContext;
  const preloads = flowScripts(pageContext?.routeKeys ?? []).map((script) => <link key={script} rel="preload" href={script} as="script" />);
  setHeadComponents([
    <link key="font-preload" rel="preload" href={`/fonts/${webFontFile('latin', 400)}`} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: webFontCss() }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...preloads,
  ]);
};

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(constantGlobalScripts(getPostBodyComponents()));
};
