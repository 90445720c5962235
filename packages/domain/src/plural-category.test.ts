import { pluralCategory } from './plural-category';

test('the plural category is the one Intl.PluralRules gives, for whole counts and fractions in each language', () => {
  for (const language of ['et', 'ru', 'en']) {
    const rules = new Intl.PluralRules(language);
    for (const count of [...Array.from({ length: 1201 }, (_, index) => index), 1.5, 2.25, 0.5, 11.1, 21.5]) {
      expect(`${language} ${count}: ${pluralCategory(count, language)}`).toBe(`${language} ${count}: ${rules.select(count)}`);
    }
  }
  expect(pluralCategory(21, 'ru')).toBe('one');
  expect(pluralCategory(12, 'ru')).toBe('many');
  expect(pluralCategory(1, 'et')).toBe('one');
});
