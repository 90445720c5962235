// The public endpoints' fuzz test at a larger count: the same seeded generator and checks as in
// `npm test` (cms/test/public-endpoints-fuzz-api.test.ts), on a fresh SQLite CMS.
// Usage: npm run bench:fuzz [-- --count 20000 --seed 7]
import path from 'node:path';
import { bin, prepare } from './lib/prepare.mjs';
import { root, run, step } from './lib/run.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};

await prepare();
step(`Fuzz: ${option('count', '20000')} requests`);
process.env.FUZZ_COUNT = option('count', '20000');
if (option('seed')) process.env.FUZZ_SEED = option('seed');
await run(bin('jest'), ['--config', path.join(root, 'cms/jest.config.js'), '--runInBand', '--testTimeout', '3600000',
  path.join(root, 'cms/test/public-endpoints-fuzz-api.test.ts')]);
