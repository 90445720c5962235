export const locales = ['et', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'et';

export const localeNames: Record<Locale, string> = {
  et: 'Eesti',
  ru: 'Русский',
  en: 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
