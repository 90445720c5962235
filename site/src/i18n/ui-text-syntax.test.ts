import { unsupportedUiTexts, unsupportedUiTextSyntax } from './ui-text-syntax';

describe('CMS texts the browser would read differently from the build', () => {
  it('names i18next formats and nesting options', () => {
    expect(unsupportedUiTextSyntax('from {{price, currency}}')).toBe('a format in {{price, currency}}');
    expect(unsupportedUiTextSyntax('see $t(common:item, {"count": 2})')).toBe('options in $t(common:item, {"count": 2})');
    expect(unsupportedUiTextSyntax('from {{price}} $t(common:yes)')).toBeNull();
  });

  it('names each such text by its key, with values that are not text, dotted keys and a translation namespace', () => {
    const texts = {
      quote: { price: { from: 'from {{price, currency}}', plain: '{{price}}' }, flag: true, 'a.b': 'flat' },
      common: { ok: 'ok', list: ['a'] },
      translation: { hello: 'Hello' },
    };
    expect(unsupportedUiTexts(texts)).toEqual([
      { key: 'quote:price.from', problem: 'a format in {{price, currency}}' },
      { key: 'quote:flag', problem: 'a value that is not text' },
      { key: 'quote:a.b', problem: 'a dot in the key “a.b”' },
      { key: 'common:list', problem: 'a value that is not text' },
      { key: 'translation', problem: 'the namespace name “translation”' },
    ]);
  });
});
