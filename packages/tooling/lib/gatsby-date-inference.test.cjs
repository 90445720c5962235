'use strict';
// The yarn patch of Gatsby (.yarn/patches/gatsby-npm-*.patch) answers "is this string a date?" without moment's strict
// parse of some sixty formats when the string cannot be one (it does not start with four digits or end with a digit or an
// offset): inferring the schema from the CMS's texts spent ~0.4 s of every publish there (bench:publish). The answers must
// stay moment's.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const fromGatsby = (request) => require(require.resolve(request, { paths: [path.dirname(require.resolve('gatsby/package.json', { paths: [path.join(repoRoot, 'site')] }))] }));
const { isDate } = fromGatsby('gatsby/dist/schema/types/date');

describe("Gatsby's date inference", () => {
  it.each([
    '2026',
    '2026-11',
    '2026-11-28',
    '20261128',
    '2026-11-28T09:30',
    '2026-11-28T09:30:15.123Z',
    '2026-11-28T09:30:15.123456789Z',
    '2026-11-28T09:30:15.123z',
    '2026-11-28 09:30:15+02:00',
    '2026-11-28T09:30:15+0200',
    '2026-11-28 09:30 Z',
    '2026-W48',
    '2026W486',
    '2026-332',
  ])('takes %s for a date', (value) => {
    expect(isDate(value)).toBe(true);
  });

  it.each([
    '',
    'Kaskokindlustus',
    'liikluskindlustus-dev',
    '2026 aasta hinnakiri',
    '2026-11-28 kell 9',
    '2026-13-01',
    '2026-02-30',
    ' 2026-11-28',
    '2026-11-28 ',
    '2026-11-28T09:30:15.123+',
  ])('does not take %j for a date', (value) => {
    expect(isDate(value)).toBe(false);
  });

  it('does not take a long text for a date, nor one that starts with a date', () => {
    expect(isDate('Kindlustus '.repeat(2000))).toBe(false);
    expect(isDate(`2026-11-28 ${'kindlustus '.repeat(500)}2026`)).toBe(false);
  });
});
