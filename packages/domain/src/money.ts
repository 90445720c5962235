import type { Locale } from '@kindlustus/routes';
import { groupedDigits, numberWriting } from './written-numbers';

/** Money is whole euro cents everywhere; conversions happen only at the edges. */
export type Cents = number;

export function cents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A share of an amount in cents, rounded half away from zero (basis points: 1 % = 100). */
export function percentOf(amount: Cents, basisPoints: number): Cents {
  const exact = (amount * basisPoints) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Splits an amount into `parts` instalments that add up exactly; the first absorbs the remainder. */
export function splitIntoInstalments(amount: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`Cannot split into ${parts} instalments`);
  const base = Math.floor(amount / parts);
  const remainder = amount - base * parts;
  return Array.from({ length: parts }, (_, index) => (index === 0 ? base + remainder : base));
}

/** An amount written for a language, as Intl writes it for the language's tag (`languageTags`): `12 345,00 €` (et, ru), `€12,345.00` (en). */
export function formatEuros(amount: Cents, locale: Locale): string {
  const writing = numberWriting[locale];
  const absolute = Math.abs(Math.round(amount));
  const number = `${groupedDigits(String(Math.floor(absolute / 100)), locale)}${writing.decimal}${String(absolute % 100).padStart(2, '0')}`;
  const sign = amount < 0 && absolute > 0 ? writing.minus : '';
  return locale === 'en' ? `${sign}€${number}` : `${sign}${number}\u00a0€`;
}
