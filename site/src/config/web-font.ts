/**
 * The sans-serif web font (Inter, from @fontsource/inter), served from the site itself: woff2 files
 * in /fonts/, only the subsets Estonian, Russian and English need, declared in a small inline style
 * instead of the package's CSS (whose small files webpack would inline into every page).
 * font-display: optional — a late font never reflows a page that is already showing.
 */
export const webFontFamily = 'Inter';
export const webFontWeights = [400, 600, 700] as const;

export const webFontSubsets = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
} as const;

export const webFontFile = (subset: keyof typeof webFontSubsets, weight: number) => `inter-${subset}-${weight}-normal.woff2`;

export function webFontFiles(): string[] {
  return webFontWeights.flatMap((weight) => Object.keys(webFontSubsets).map((subset) => webFontFile(subset as keyof typeof webFontSubsets, weight)));
}

export function webFontCss(): string {
  return webFontWeights
    .flatMap((weight) =>
      Object.entries(webFontSubsets).map(
        ([subset, range]) =>
          `@font-face{font-family:${webFontFamily};font-style:normal;font-display:optional;font-weight:${weight};` +
          `src:url(/fonts/${webFontFile(subset as keyof typeof webFontSubsets, weight)}) format("woff2");unicode-range:${range}}`,
      ),
    )
    .join('');
}
