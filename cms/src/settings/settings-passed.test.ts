import { readdirSync, readFileSync } from 'fs';
import path from 'path';

/**
 * Issue 43: the checked settings are what modules are given. Outside cms/src/settings no module reads the
 * environment: none imports settings/environment.ts, none reads process.env, and none reads a variable by its
 * raw name from a settings or environment object (settings/*.ts turn them into what a module needs).
 */
const srcDir = path.resolve(__dirname, '..');
const settingsDir = __dirname;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === settingsDir ? [] : modules(file);
    return /\.ts$/.test(entry.name) && !/\.test(\.helpers)?\.ts$/.test(entry.name) ? [file] : [];
  });
}

const importsEnvironment = /from\s+['"][./]*(?:settings\/)?environment['"]|settings\/environment['"]/;
const readsProcessEnv = /\bprocess\.env\b/;
const readsRawName = /\b(?:env|settings|environment\(\))\??\.[A-Z][A-Z0-9_]+\b/;

/** The modules whose text matches `pattern`, with the CMS's source folder cut from their names. */
const offending = (pattern: RegExp) => modules(srcDir).filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => path.relative(srcDir, file));

describe('settings are passed, not looked up', () => {
  it('finds the CMS modules it checks', () => {
    expect(modules(srcDir)).toEqual(expect.arrayContaining([path.join(srcDir, 'index.ts'), path.join(srcDir, 'commerce', 'commerce.ts')]));
  });

  it('leaves the environment to cms/src/settings', () => {
    expect(offending(importsEnvironment)).toEqual([]);
    expect(offending(readsProcessEnv)).toEqual([]);
  });

  it('has no module outside cms/src/settings read a variable by its name', () => {
    expect(offending(readsRawName)).toEqual([]);
  });

  it('would notice a module that did', () => {
    expect(importsEnvironment.test("import { environment } from '../settings/environment';")).toBe(true);
    expect(readsProcessEnv.test('const url = process.env.SITE_URL;')).toBe(true);
    expect(readsRawName.test('const folder = settings.CV_FOLDER;')).toBe(true);
    expect(readsRawName.test('const url = env.SITE_URL ?? fallback;')).toBe(true);
  });
});
