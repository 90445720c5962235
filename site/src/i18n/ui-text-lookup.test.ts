import { readFileSync } from 'fs';
import path from 'path';
import i18next, { type InitOptions } from 'i18next';
import { locales } from '@kindlustus/routes';
import gatsbyConfig from '../../gatsby-config';
import { uiTextTranslator, type TranslateOptions, type UiTextBundle } from './ui-text-lookup';
import { unsupportedUiTexts } from './ui-text-syntax';

type Texts = Record<string, Record<string, unknown>>;

const seeded = (locale: string) =>
  (JSON.parse(readFileSync(path.resolve(__dirname, `../../../cms/src/seed/content/${locale}.json`), 'utf8')) as { global: { uiTexts: Texts } }).global.uiTexts;

/** The i18next options the site gives gatsby-plugin-react-i18next, which renders every page at build time. */
const pluginEntry = gatsbyConfig.plugins?.find((plugin) => typeof plugin === 'object' && plugin.resolve === 'gatsby-plugin-react-i18next');
const siteI18nextOptions = (pluginEntry as unknown as { options: { i18nextOptions: InitOptions } }).options.i18nextOptions;

/**
 * i18next set up as the plugin's page wrapper sets it up for a page with these namespaces (the rule for
 * defaultNS as written in dist/plugin/wrapPageElement.esm.js of .yarn/patches/gatsby-plugin-react-i18next-*).
 */
function i18nextFor(language: string, bundles: UiTextBundle[]) {
  const defaultNS = bundles.map((bundle) => bundle.ns).find((ns) => ns !== 'translation') || 'translation';
  const instance = i18next.createInstance();
  void instance.init({
    ...siteI18nextOptions,
    resources: { [language]: Object.fromEntries(bundles.map((bundle) => [bundle.ns, bundle.data])) },
    lng: language,
    fallbackLng: 'et',
    defaultNS,
    fallbackNS: bundles.map((bundle) => bundle.ns).filter((ns) => ns !== defaultNS),
    initImmediate: false,
  });
  return (key: string, options?: TranslateOptions) => instance.t(key, options as never) as unknown as string;
}

const bundlesOf = (texts: Texts): UiTextBundle[] => Object.entries(texts).map(([ns, data]) => ({ ns, data }));

/** Every text's key, as `ns:path.to.key`. */
function keysOf(texts: Texts): string[] {
  const walk = (value: unknown, prefix: string): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => walk(inner, prefix ? `${prefix}.${key}` : key)) : [prefix];
  return Object.entries(texts).flatMap(([ns, data]) => walk(data, '').map((key) => `${ns}:${key}`));
}

const placeholdersOf = (text: string) => [...text.matchAll(/{{-?\s*([^},]+?)\s*}}/g)].map((match) => match[1]!);

describe('the browser lookup of UI texts', () => {
  describe.each(locales)('gives what i18next gives for every seeded text in %s', (locale) => {
    const texts = seeded(locale);
    const bundles = bundlesOf(texts);
    const lookup = uiTextTranslator(locale, bundles);
    const reference = i18nextFor(locale, bundles);

    it('with every placeholder filled, some filled, and none', () => {
      const keys = keysOf(texts);
      expect(keys.length).toBeGreaterThan(100);
      for (const key of keys) {
        const text = String(reference(key));
        const names = placeholdersOf(text);
        const all = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 12.5 : `‹${name}›`]));
        const some = Object.fromEntries(names.slice(1).map((name) => [name, `‹${name}›`]));
        for (const variables of [undefined, all, some]) expect([key, lookup(key, variables)]).toEqual([key, reference(key, variables)]);
      }
    });

    it('when the page has its namespaces in another order', () => {
      const reversed = [...bundles].reverse();
      const lookupReversed = uiTextTranslator(locale, reversed);
      const referenceReversed = i18nextFor(locale, reversed);
      for (const key of [...keysOf(texts), 'skipToContent', 'notFoundText', 'common:notFoundText']) {
        expect([key, lookupReversed(key)]).toEqual([key, referenceReversed(key)]);
      }
    });

    it('uses no syntax the lookup does not support', () => {
      expect(unsupportedUiTexts(texts)).toEqual([]);
    });
  });

  const sample: Texts = {
    common: {
      hello: 'Hello, {{name}}',
      raw: 'Raw {{- html}} and {{html}}',
      deep: { inner: { text: 'Deep text' } },
      person: 'Dear {{person.name}} ({{person.age}})',
      empty: '',
      nothing: null,
      list: ['a', 'b'],
      item_one: 'one item',
      item_other: '{{count}} items',
      item_zero: 'no items',
      file_one: '{{count}} файл',
      file_few: '{{count}} файла',
      file_many: '{{count}} файлов',
      file_other: '{{count}} файла',
      greeting: 'Welcome! $t(common:hello)',
      loop: 'Again $t(common:loop)',
      withMissing: 'See $t(common:missingKey)',
      dollars: 'Costs $& and $1 {{amount}}',
      twice: '$t(common:empty)$t(common:hello) and $t(common:deep.inner.text)',
      money: 'US$$ {{amount}}',
      nestedDollars: 'Price in $t(common:money)',
    },
    errors: { onlyHere: 'Only in errors', hello: 'Errors hello' },
  };
  const cases: Array<[string, TranslateOptions | undefined]> = [
    ['common:hello', { name: 'Mari' }],
    ['common:hello', undefined],
    ['common:hello', { name: undefined }],
    ['common:hello', { name: null }],
    ['common:hello', { name: 42 }],
    ['common:hello', { name: '{{name}} $t(errors:onlyHere)' }],
    ['common:raw', { html: '<b>x</b>' }],
    ['common:deep.inner.text', undefined],
    ['common:deep:inner:text', undefined],
    ['common:deep', undefined],
    ['common:person', { person: { name: 'Jaan', age: 40 } }],
    ['common:empty', undefined],
    ['common:nothing', undefined],
    ['common:list', undefined],
    ['common:onlyHere', undefined],
    ['errors:hello', undefined],
    ['hello', { name: 'default namespace' }],
    ['common:missing', undefined],
    ['missing.deeper', undefined],
    ['nowhere:missing', undefined],
    ['common:item', { count: 0 }],
    ['common:item', { count: 1 }],
    ['common:item', { count: 7 }],
    ['common:greeting', { name: 'Mari' }],
    ['common:loop', undefined],
    ['common:withMissing', undefined],
    ['common:dollars', { amount: '$$5' }],
    ['common:twice', { name: 'Mari' }],
    ['common:nestedDollars', undefined],
    ['common:greeting', { name: '$t(errors:onlyHere)' }],
  ];

  it.each(cases)('gives what i18next gives for %s %j', (key, options) => {
    const bundles = bundlesOf(sample);
    expect(uiTextTranslator('en', bundles)(key, options)).toEqual(i18nextFor('en', bundles)(key, options));
  });

  it('takes the default namespace as the plugin does, passing over one named translation', () => {
    const bundles = bundlesOf({ translation: { hello: 'T' }, ...sample });
    for (const key of ['hello', 'onlyHere', 'translation:hello', 'common:hello']) {
      expect([key, uiTextTranslator('en', bundles)(key)]).toEqual([key, i18nextFor('en', bundles)(key)]);
    }
  });

  it.each([0, 1, 2, 5, 11, 21, 22, 25, 1.5])('picks the Russian plural form that i18next picks for %d', (count) => {
    const bundles = bundlesOf(sample);
    const russian = uiTextTranslator('ru', bundles)('common:file', { count });
    expect(russian).toEqual(i18nextFor('ru', bundles)('common:file', { count }));
    expect(russian).toContain(String(count));
  });

  it('shows the text itself, not a guess, for the cases a visitor meets', () => {
    const t = uiTextTranslator('en', bundlesOf(sample));
    expect(t('common:hello', { name: 'Mari' })).toBe('Hello, Mari');
    expect(t('common:item', { count: 3 })).toBe('3 items');
    expect(t('common:missing')).toBe('missing');
  });
});
