import type { Locator } from '@playwright/test';
import type { Locale } from '@kindlustus/routes';
import { escape, ui } from './quote-helpers';

/** The payment page's consent to the documents: its words name them, so it is found by the words before the list. */
export const termsConsent = (payment: Locator, locale: Locale) =>
  payment.getByRole('checkbox', { name: new RegExp(`^${escape(ui(locale, 'cart', 'termsAcceptNamed').split('{{')[0]!)}`) });

export const needsConfirmation = (payment: Locator, locale: Locale) =>
  payment.getByRole('checkbox', { name: ui(locale, 'cart', 'demandsAndNeedsConfirm'), exact: true });

/** Ticks both: the documents accepted and the demands-and-needs statement confirmed. */
export async function acceptPaymentConsents(payment: Locator, locale: Locale): Promise<void> {
  await termsConsent(payment, locale).check();
  await needsConfirmation(payment, locale).check();
}
