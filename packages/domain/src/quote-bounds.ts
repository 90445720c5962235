/**
 * The limits of the quote inputs that the form shows too, with no dependencies: the quote schemas are built
 * from them, and the site's quote form reads its date and number limits here without loading zod.
 */
import type { ProductKey } from './quote-forms';

/** How far ahead a policy may start, per product (days from today, Europe/Tallinn). */
export const startDateLimits: Readonly<Record<ProductKey, number>> = {
  traffic: 30,
  casco: 30,
  home: 60,
  'forestry-machine': 60,
  'employer-health': 90,
};

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
}

/** Whole-number inputs the form asks with a range, by field name (the same range in every form that asks it). */
export const quoteNumberBounds = {
  periodMonths: { min: 1, max: 12 },
  claimsLast3Years: { min: 0, max: 20 },
  area: { min: 5, max: 2_000 },
  workHoursPerYear: { min: 0, max: 8_760 },
  employeeCount: { min: 1, max: 10_000 },
} as const satisfies Record<string, NumberBounds>;
