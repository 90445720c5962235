import type { ReactNode } from 'react';
import { Global } from '@emotion/react';
import { ThemeProvider } from '@theme-ui/core';
import { siteConstants } from '../config/site-constants';
import { bodyFont, textColor, theme } from '../theme';
import { FailsafeBoundary } from './error-boundaries';

const { colors, rootFontSize } = siteConstants;

/** Page-wide styles: 18px root font, the web font, link colour and a visible keyboard focus. */
const globalStyles = {
  html: { fontSize: `${rootFontSize}px` },
  body: { margin: 0, fontFamily: bodyFont, lineHeight: 1.6, color: textColor, background: '#fff' },
  a: { color: colors.primary },
  'a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible, [tabindex]:focus-visible': {
    outline: `3px solid ${colors.secondary}`,
    outlineOffset: '2px',
  },
  'select:focus-visible, textarea:focus-visible': { outline: `3px solid ${colors.secondary}`, outlineOffset: '2px' },
  // The captcha badge is hidden; the apply form shows the notice Google asks for instead.
  '.grecaptcha-badge': { visibility: 'hidden' as const },
};

/** Shared by gatsby-browser and gatsby-ssr: the theme around the app, the failsafe around each page. */
export function RootElement({ element }: { element: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      {element}
    </ThemeProvider>
  );
}

export function PageElement({ element }: { element: ReactNode }) {
  return <FailsafeBoundary>{element}</FailsafeBoundary>;
}
