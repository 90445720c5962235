import { readFileSync } from 'fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageSchemaSource, pageSchemaFile } = require('../../scripts/page-blocks.cjs') as { pageSchemaSource: () => string; pageSchemaFile: string };

describe('the page’s blocks', () => {
  it('are every component of cms/src/components/blocks (after adding one, run `npm run generate`)', () => {
    expect(readFileSync(pageSchemaFile, 'utf8')).toBe(pageSchemaSource());
  });
});
