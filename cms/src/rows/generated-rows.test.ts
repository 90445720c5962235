import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rowTypesSource, target } = require('../../scripts/row-types.cjs') as { rowTypesSource: () => Record<string, string>; target: string };

describe('generated row types', () => {
  it('match the schemas (after changing one, run `node cms/scripts/row-types.cjs`)', () => {
    const expected = rowTypesSource();
    expect(readdirSync(target).sort()).toEqual(Object.keys(expected).sort());
    for (const [file, source] of Object.entries(expected)) expect([file, readFileSync(join(target, file), 'utf8')]).toEqual([file, source]);
  });
});
