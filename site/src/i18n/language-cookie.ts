import type { Locale } from '@kindlustus/routes';

/** The visitor's language is kept in the URL prefix and in this cookie (for the server and the next visit). */
export const languageCookieName = 'language';
const oneYearSeconds = 365 * 24 * 60 * 60;

export function languageCookie(language: Locale): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
}

export function rememberLanguage(language: Locale): void {
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
}
