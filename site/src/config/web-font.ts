/**
 * The sans-serif web font (Inter, from @fontsource/inter), served from the site itself: woff2 files
 * in /fonts/, only the subsets Estonian, Russian and English need, declared in a small inline style
 * instead of the package's CSS (whose small files webpack would inline into every page).
 * font-display: optional — a late font never reflows a page that is already showing.
 */
export const webFontFamily = 'Inter';
export const webFontWeights = [400, 600, 700] as const;

/**
 * Estonian's letters outside Latin-1 (Š š Ž ž): nearly every Estonian text has one, and with them in the
 * latin-ext file every page fetched that (36 kB a weight) before it could paint. They get a file of their own,
 * made at build from the latin-ext one (about 1 kB a weight); the rest of latin-ext is fetched only for text
 * that uses it (a name, say).
 */
export const estonianExtraLetters = 'ŠšŽž';

export const webFontSubsets = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ee': 'U+0160-0161,U+017D-017E',
  'latin-ext': 'U+0100-015F,U+0162-017C,U+017F-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
} as const;

export type WebFontSubset = keyof typeof webFontSubsets;

export const webFontFile = (subset: WebFontSubset, weight: number) => `inter-${subset}-${weight}-normal.woff2`;

/** Made at build from @fontsource/inter's latin-ext file; every other subset is the package's own file. */
export const generatedSubset = 'latin-ee' satisfies WebFontSubset;

export function webFontFiles(): Array<{ file: string; subset: WebFontSubset; weight: number }> {
  return webFontWeights.flatMap((weight) => (Object.keys(webFontSubsets) as WebFontSubset[]).map((subset) => ({ file: webFontFile(subset, weight), subset, weight })));
}

export function webFontCss(): string {
  return webFontWeights
    .flatMap((weight) =>
      Object.entries(webFontSubsets).map(
        ([subset, range]) =>
          `@font-face{font-family:${webFontFamily};font-style:normal;font-display:optional;font-weight:${weight};` +
          `src:url(/fonts/${webFontFile(subset as WebFontSubset, weight)}) format("woff2");unicode-range:${range}}`,
      ),
    )
    .join('');
}
