import { languageTags as tags } from './language-tags';
import { formatDecimal } from './written-numbers';

test('numbers are written as Intl writes them, for whole numbers, decimals, signs and sizes', () => {
  const values = [0, 1, 2.5, 12.25, 99.99, 100, 999, 1000, 1234.5, 9999, 10_000, 12_345.678, 1_000_000, -0.5, -1234, -12_345.6, 0.0004, 0.0005];
  for (let seed = 11; values.length < 300; seed = (seed * 48_271) % 2_147_483_647) values.push(((seed % 2 ? 1 : -1) * (seed % 10 ** (1 + (seed % 9)))) / 10 ** (seed % 4));
  for (const language of ['et', 'ru', 'en'] as const) {
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat(tags[language], { maximumFractionDigits: digits });
      for (const value of values) {
        if (Math.round(Math.abs(value) * 10 ** digits) === 0 && (value < 0 || Object.is(value, -0))) continue; // Intl writes "-0"; a negative that rounds to nothing is written 0 here
        expect(`${language} ${value} ${digits}: ${formatDecimal(value, language, digits)}`).toBe(`${language} ${value} ${digits}: ${intl.format(value)}`);
      }
    }
  }
  expect(formatDecimal(2.5, 'et')).toBe('2,5');
  expect(formatDecimal(12_345, 'ru')).toBe('12\u00a0345');
  expect(formatDecimal(1234.5, 'en', 1)).toBe('1,234.5');
});
