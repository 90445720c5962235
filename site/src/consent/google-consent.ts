import type { ConsentChoice, OptionalCategory } from './consent-choice';

/** Consent Mode v2: the seven types Google's tags read, and which category grants each. */
export type GoogleConsentType =
  | 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage'
  | 'functionality_storage' | 'personalization_storage' | 'security_storage';
export type GoogleConsent = Record<GoogleConsentType, 'granted' | 'denied'>;

/** Which category grants which of Consent Mode v2's seven types. */
export const googleConsentCategories: Record<GoogleConsentType, OptionalCategory> = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
  functionality_storage: 'functional',
  personalization_storage: 'functional',
  // Denied by default like the rest (the spec says all seven); granted with the functional choice.
  security_storage: 'functional',
};

export function googleConsentOf(choice: ConsentChoice): GoogleConsent {
  const entries = Object.entries(googleConsentCategories).map(([type, category]) => [type, choice[category] ? 'granted' : 'denied']);
  return Object.fromEntries(entries) as GoogleConsent;
}
