/**
 * The plural category of a count in Estonian, Russian or English (CLDR's rules, as Intl.PluralRules answers;
 * the test holds them to it), without Intl: a browser's first Intl object loads its locale data inside the
 * first render of a page.
 */
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

export function pluralCategory(count: number, language: string): PluralCategory {
  const whole = Number.isInteger(count);
  const integer = Math.trunc(Math.abs(count));
  if (language.startsWith('ru')) {
    if (!whole) return 'other';
    const lastDigit = integer % 10;
    const lastTwo = integer % 100;
    if (lastDigit === 1 && lastTwo !== 11) return 'one';
    if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
    return 'many';
  }
  return whole && integer === 1 ? 'one' : 'other';
}
