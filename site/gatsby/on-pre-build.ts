import { createHash } from 'crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import subsetFont from 'subset-font';
import { estonianExtraLetters, generatedSubset, webFontFile, webFontFiles } from '../src/config/web-font';

/** Writes `bytes` unless the file already holds them: an unchanged file keeps its time, so a publish shares it with the live build. */
function writeIfChanged(file: string, bytes: Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(bytes)) return;
  writeFileSync(file, bytes);
}

const digest = (...parts: Array<string | Buffer>) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/**
 * Puts the web font files in /fonts/ before pages are written (the service worker precaches the preloaded one):
 * the package's files, and the Estonian letters' own file cut from its latin-ext one. A cut file is made again
 * only when its latin-ext file or the letters changed (recorded in .cache): cutting costs seconds of every publish.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ store, reporter }) => {
  const activity = reporter.activityTimer('web fonts');
  activity.start();
  const { program } = store.getState() as { program: { directory: string } };
  const fontDir = path.join(program.directory, 'public', 'fonts');
  const recordFile = path.join(program.directory, '.cache', 'web-fonts-cut.json');
  mkdirSync(fontDir, { recursive: true });
  const fontSource = path.dirname(createRequire(path.join(program.directory, 'package.json')).resolve('@fontsource/inter/package.json'));
  let before: Record<string, string> = {};
  try {
    before = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, string>;
  } catch {
    // No record yet: every file is cut.
  }
  const cut: Record<string, string> = {};
  for (const { file, subset, weight } of webFontFiles()) {
    const target = path.join(fontDir, file);
    if (subset !== generatedSubset) {
      writeIfChanged(target, readFileSync(path.join(fontSource, 'files', file)));
      continue;
    }
    const latinExt = readFileSync(path.join(fontSource, 'files', webFontFile('latin-ext', weight)));
    cut[file] = digest(latinExt, estonianExtraLetters);
    if (before[file] === cut[file] && existsSync(target)) continue;
    writeFileSync(target, await subsetFont(latinExt, estonianExtraLetters, { targetFormat: 'woff2' }));
  }
  mkdirSync(path.dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, JSON.stringify(cut));
  activity.end();
};
