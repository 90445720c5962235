import type { Theme } from 'theme-ui';
import { siteConstants } from './config/site-constants';

const { colors, breakpoints, wideContainerMaxWidth } = siteConstants;

/** theme-ui theme: spec colours, 18px root, sans-serif web font, 4px spacing steps, spec breakpoints. */
export const theme: Theme = {
  config: { useColorSchemeMediaQuery: false, useLocalStorage: false },
  breakpoints: breakpoints.map((px) => `${px}px`),
  // 0, 4, 8 … 64 px
  space: Array.from({ length: 17 }, (_, step) => step * 4),
  fonts: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    heading: 'inherit',
  },
  fontSizes: ['0.8rem', '0.9rem', '1rem', '1.2rem', '1.5rem', '2rem', '2.5rem'],
  fontWeights: { body: 400, heading: 700, bold: 600 },
  lineHeights: { body: 1.6, heading: 1.2 },
  colors: {
    text: '#1c2430',
    background: '#ffffff',
    primary: colors.primary,
    secondary: colors.secondary,
    error: colors.error,
    muted: '#f2f6f9',
    // Darker than the secondary orange so that text on it and links meet WCAG AA contrast.
    accentText: '#8a4a00',
    border: '#c9d4dd',
  },
  sizes: { container: wideContainerMaxWidth },
  styles: {
    root: {
      fontFamily: 'body',
      lineHeight: 'body',
      color: 'text',
      bg: 'background',
      a: { color: 'primary' },
      'a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible': {
        outline: `3px solid ${colors.secondary}`,
        outlineOffset: '2px',
      },
    },
  },
};
