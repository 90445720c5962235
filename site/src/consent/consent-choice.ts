/**
 * The visitor's cookie choice: what each optional category allows, kept in a first-party cookie the
 * consent-default snippet in <head> reads too (consent-default-script.ts), so Google's tags learn it
 * on every page before anything else runs.
 */
export const optionalCategories = ['analytics', 'marketing', 'functional'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const consentCookieName = 'consent';
/** How long a choice is kept (the banner states it): six months, then the visitor is asked again. */
export const consentKeepDays = 180;
/** Raised when the categories change, so older choices are asked again. */
const formatVersion = 'v1';

export const declinedChoice: ConsentChoice = { analytics: false, marketing: false, functional: false };
export const acceptedChoice: ConsentChoice = { analytics: true, marketing: true, functional: true };

/** `v1.a1.m0.f1`: one letter and a bit per category. */
export function serializeChoice(choice: ConsentChoice): string {
  return [formatVersion, ...optionalCategories.map((category) => `${category[0]}${choice[category] ? 1 : 0}`)].join('.');
}

export function parseChoice(value: string | undefined): ConsentChoice | null {
  const match = value ? /^v1\.a([01])\.m([01])\.f([01])$/.exec(value) : null;
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1', functional: match[3] === '1' } : null;
}

export function choiceCookie(choice: ConsentChoice): string {
  return `${consentCookieName}=${serializeChoice(choice)}; Path=/; Max-Age=${consentKeepDays * 24 * 60 * 60}; SameSite=Lax`;
}

export function readChoice(cookies: string = document.cookie): ConsentChoice | null {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${consentCookieName}=`));
  return parseChoice(entry?.slice(consentCookieName.length + 1));
}

/** Do Not Track or Global Privacy Control: optional cookies start declined and the tag manager never loads. */
export function browserAsksNotToTrack(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1' || signals.msDoNotTrack === '1';
}
