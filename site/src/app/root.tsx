import type { ReactNode } from 'react';
import { Global } from '@emotion/react';
import { ThemeUIProvider } from 'theme-ui';
import { siteConstants } from '../config/site-constants';
import { theme } from '../theme';
import { FailsafeBoundary } from './error-boundaries';

/** Shared by gatsby-browser and gatsby-ssr: the theme around the app, the failsafe around each page. */
export function RootElement({ element }: { element: ReactNode }) {
  return (
    <ThemeUIProvider theme={theme}>
      <Global styles={{ html: { fontSize: `${siteConstants.rootFontSize}px` }, body: { margin: 0 } }} />
      {element}
    </ThemeUIProvider>
  );
}

export function PageElement({ element }: { element: ReactNode }) {
  return <FailsafeBoundary>{element}</FailsafeBoundary>;
}
