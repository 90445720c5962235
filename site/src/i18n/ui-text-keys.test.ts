import { readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import { locales } from '@kindlustus/routes';

const contentDir = path.resolve(__dirname, '../../../cms/src/seed/content');
const uiTexts = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(contentDir, `${locale}.json`), 'utf8')).global.uiTexts]),
) as Record<string, Record<string, Record<string, string>>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

/** Every literal `'namespace:key'` the site's code asks the CMS texts for. */
const usedKeys = [...new Set(
  sourceFiles(path.resolve(__dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]([a-z]+):([A-Za-z]+)['"`]/g)].map((match) => `${match[1]}:${match[2]}`),
  ),
)];

describe('UI texts the site uses', () => {
  it('finds the keys in the code', () => {
    expect(usedKeys).toEqual(expect.arrayContaining(['errors:notFoundText', 'common:skipToContent', 'careers:apply']));
  });

  it.each(locales)('exist in the seeded CMS texts in %s', (locale) => {
    const missing = usedKeys.filter((key) => {
      const [ns, name] = key.split(':') as [string, string];
      return typeof uiTexts[locale]?.[ns]?.[name] !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it.each(locales)('name every employment type in %s', (locale) => {
    for (const key of ['fullTime', 'partTime', 'contract', 'internship']) expect(uiTexts[locale]?.careers?.[key]).toBeTruthy();
  });
});
