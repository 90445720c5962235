import type { GatsbySSR } from 'gatsby';
import { constantGlobalScripts } from './gatsby/inline-script-globals';
import { PageElement, RootElement } from './src/app/root';
import { webFontCss, webFontFile } from './src/config/web-font';
import { consentDefaultScript } from './src/consent/consent-default-script';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement element={element} />;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageElement element={element} />;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    // First of all: Consent Mode defaults (and the stored choice) before any tag can run.
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
    <link key="font-preload" rel="preload" href={`/fonts/${webFontFile('latin', 400)}`} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: webFontCss() }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(constantGlobalScripts(getPostBodyComponents()));
};
