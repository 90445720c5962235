import { readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import { fieldErrorCodes } from '@kindlustus/domain';
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

const keysIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/['"`]([a-z]+):([A-Za-z]+)['"`]/g)].map((match) => `${match[1]}:${match[2]}`);
const files = sourceFiles(path.resolve(__dirname, '..'));

/** The site's source files a file imports (statically or lazily), followed to the end. */
function reachableFrom(entries: string[]): string[] {
  const srcDir = path.resolve(__dirname, '..');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from |import\()\s*(?:\/\*[^*]*\*\/\s*)?'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), match[1]!);
      const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => files.includes(candidate));
      if (found) visit(found);
    }
  };
  entries.forEach((entry) => visit(path.join(srcDir, entry)));
  return [...seen];
}

/** Every literal `'namespace:key'` the site's code asks the CMS texts for. */
const usedKeys = [...new Set(files.flatMap(keysIn))];

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

  it('loads on static pages every namespace their components use', () => {
    const fragments = readFileSync(path.resolve(__dirname, '../content/fragments.ts'), 'utf8');
    const staticList = /fragment StaticPageTexts[\s\S]*?ns: \{ in: \[([^\]]*)\]/.exec(fragments)?.[1] ?? '';
    const staticNamespaces = [...staticList.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(staticNamespaces).toContain('errors');
    // The client-only shell loads every namespace; what static pages can render is what their templates reach.
    const staticFiles = reachableFrom(['templates/content-page.tsx', 'templates/job-page.tsx', 'templates/preview-page.tsx']);
    expect(staticFiles).toEqual(expect.arrayContaining([expect.stringContaining('header-account.tsx'), expect.stringContaining('quote-form.tsx')]));
    expect(staticFiles).not.toEqual(expect.arrayContaining([expect.stringContaining('client-routes.tsx')]));
    const outside = staticFiles.flatMap(keysIn).filter((key) => !staticNamespaces.includes(key.split(':')[0]!));
    expect(outside).toEqual([]);
  });

  it('reach i18next only through translation.ts, which the browser bundle replaces', () => {
    const direct = files.filter((file) => /from '(react-)?i18next'/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(path.resolve(__dirname, '..'), file));
    expect(direct).toEqual(['i18n/translation.ts']);
  });

  it.each(locales)('explain every form error code of the domain rules in %s', (locale) => {
    expect(fieldErrorCodes.filter((code) => typeof uiTexts[locale]?.forms?.[code] !== 'string')).toEqual([]);
  });

  it.each(locales)('name every employment type in %s', (locale) => {
    for (const key of ['fullTime', 'partTime', 'contract', 'internship']) expect(uiTexts[locale]?.careers?.[key]).toBeTruthy();
  });
});
