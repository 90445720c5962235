/** Product constants from the specification (section 9), in one place. */
export const siteConstants = {
  defaultTitle: 'Kindlustus',
  titleTemplate: '%s - {brand}',
  colors: { primary: '#005d91', secondary: '#ff8f00', error: '#dd2c00' },
  rootFontSize: 18,
  /** px; below `mobile` the navigation collapses. */
  breakpoints: [600, 960, 1264, 1904] as const,
  mobileBreakpoint: 1264,
  wideContainerMaxWidth: 1185,
  loadingBar: { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 },
  prefetch: { idleTimeoutMs: 2000 },
  captcha: { version: '2', badge: 'hidden' },
} as const;
