import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import subsetFont from 'subset-font';
import { estonianExtraLetters, generatedSubset, webFontFile, webFontFiles } from '../src/config/web-font';

/**
 * Puts the web font files in /fonts/ before pages are written (the service worker precaches the preloaded one):
 * the package's files, and the Estonian letters' own file cut from its latin-ext one.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const fontDir = path.join(program.directory, 'public', 'fonts');
  mkdirSync(fontDir, { recursive: true });
  const fontSource = path.dirname(createRequire(path.join(program.directory, 'package.json')).resolve('@fontsource/inter/package.json'));
  for (const { file, subset, weight } of webFontFiles()) {
    if (subset !== generatedSubset) {
      copyFileSync(path.join(fontSource, 'files', file), path.join(fontDir, file));
      continue;
    }
    const latinExt = readFileSync(path.join(fontSource, 'files', webFontFile('latin-ext', weight)));
    writeFileSync(path.join(fontDir, file), await subsetFont(latinExt, estonianExtraLetters, { targetFormat: 'woff2' }));
  }
};
