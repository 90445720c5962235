'use strict';
// The yarn patch of Gatsby (.yarn/patches/gatsby-npm-*.patch) skips compiling gatsby-config.ts and
// gatsby-node.ts when neither they nor what they import changed. A build on a new cache (the first after
// `gatsby clean`, or after the site was built from another CMS) empties .cache but for a few folders, after
// the compile: what the skip decides by must live in one of them, or the next publish compiles again.
const { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const { compileGatsbyFiles } = require(require.resolve('gatsby/dist/utils/parcel/compile-gatsby-files', { paths: [path.join(repoRoot, 'site')] }));

/**
 * What Gatsby's initialize does to a cache it did not make (dist/services/initialize.js): all but these go (it keeps
 * data/gatsby-core-utils too, which the compile does not use).
 */
const keptOnNewCache = new Set(['compiled', 'webpack', 'adapters']);

describe('compiling the gatsby-* files', () => {
  let site;
  let startedIn;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const compiledConfig = () => path.join(site, '.cache/compiled/gatsby-config.js');
  const compiledAt = () => statSync(compiledConfig()).mtimeMs;

  beforeAll(() => {
    // Inside the repository: Parcel resolves the entry files and its own plugins from the project's node_modules.
    mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    site = mkdtempSync(path.join(repoRoot, '.tmp', 'gatsby-compile-'));
    write('package.json', JSON.stringify({ name: 'compile-skip-site', private: true }));
    write('gatsby/title.ts', "export const title: string = 'first';\n");
    write('gatsby-config.ts', "import { title } from './gatsby/title';\nexport default { siteMetadata: { title } };\n");
    // Gatsby compiles from the site's folder: Parcel names its output relative to the working directory.
    startedIn = process.cwd();
    process.chdir(site);
  });
  afterAll(() => {
    process.chdir(startedIn);
    rmSync(site, { recursive: true, force: true });
  });

  it('is skipped after a new cache was emptied, and done again when an imported file changes', async () => {
    await compileGatsbyFiles(site);
    expect(readFileSync(compiledConfig(), 'utf8')).toContain('first');
    const first = compiledAt();

    for (const entry of readdirSync(path.join(site, '.cache'))) {
      if (!keptOnNewCache.has(entry)) rmSync(path.join(site, '.cache', entry), { recursive: true, force: true });
    }
    await compileGatsbyFiles(site);
    expect(compiledAt()).toBe(first);

    write('gatsby/title.ts', "export const title: string = 'second';\n");
    await compileGatsbyFiles(site);
    expect(readFileSync(compiledConfig(), 'utf8')).toContain('second');
  }, 60_000);
});
