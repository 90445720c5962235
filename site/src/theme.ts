import type { Theme } from '@theme-ui/css';
import { siteConstants } from './config/site-constants';

const { colors, breakpoints, wideContainerMaxWidth } = siteConstants;

export const bodyFont = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const textColor = '#1c2430';

/** theme-ui theme: spec colours, sans-serif web font, 4px spacing steps, spec breakpoints. */
export const theme: Theme = {
  breakpoints: breakpoints.map((px) => `${px}px`),
  // 0, 4, 8 … 64 px
  space: Array.from({ length: 17 }, (_, step) => step * 4),
  fonts: {
    body: bodyFont,
    heading: 'inherit',
    /** Codes the customer compares character by character (e-ID verification codes). */
    monospace: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
  },
  fontSizes: ['0.8rem', '0.9rem', '1rem', '1.2rem', '1.5rem', '2rem', '2.5rem'],
  fontWeights: { body: 400, heading: 700, bold: 600 },
  lineHeights: { body: 1.6, heading: 1.2 },
  colors: {
    text: textColor,
    background: '#ffffff',
    primary: colors.primary,
    secondary: colors.secondary,
    /** The main action's hover: a darker orange, still over 4.5:1 with the dark text. */
    secondaryHover: '#e67e00',
    error: colors.error,
    muted: '#f2f6f9',
    border: '#c9d4dd',
  },
  sizes: { container: wideContainerMaxWidth },
};
