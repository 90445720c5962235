import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentTypesSource, target } = require('../../scripts/content-types.cjs') as { contentTypesSource: () => Record<string, string>; target: string };

describe('the site\'s generated content types', () => {
  it('match the CMS\'s schemas (after changing one, run `node site/scripts/content-types.cjs`)', () => {
    const expected = contentTypesSource();
    expect(readdirSync(target).sort()).toEqual(Object.keys(expected).sort());
    for (const [file, source] of Object.entries(expected)) expect([file, readFileSync(join(target, file), 'utf8')]).toEqual([file, source]);
  });
});
