import { copyFileSync, mkdirSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { webFontFiles } from '../src/config/web-font';

/** Puts the web font files in /fonts/ before pages are written (the service worker precaches the preloaded one). */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const fontDir = path.join(program.directory, 'public', 'fonts');
  mkdirSync(fontDir, { recursive: true });
  const fontSource = path.dirname(createRequire(path.join(program.directory, 'package.json')).resolve('@fontsource/inter/package.json'));
  for (const file of webFontFiles()) copyFileSync(path.join(fontSource, 'files', file), path.join(fontDir, file));
};
