import { isPersonalCode } from './personal-code';
import { addDays, addMonths } from './tallinn-date';

/**
 * The consumer's right to withdraw from an insurance contract concluded at a distance (EU Directive
 * 2002/65/EC on distance marketing of financial services, Art. 6, in Estonia the Law of Obligations Act):
 * a number of days from the conclusion without giving a reason; not for a company, nor for a contract of
 * less than one month. The period and the products without the right are the CMS's settings (staff check
 * them with compliance), so the rule takes them as terms.
 */
export interface WithdrawalTerms {
  /** Days from the day of conclusion, that day not counted (14 by default). */
  readonly periodDays: number;
  /** Product keys where the right does not apply (e.g. when compliance rules it out for a product). */
  readonly excludedProducts: readonly string[];
}

export const defaultWithdrawalTerms: WithdrawalTerms = { periodDays: 14, excludedProducts: [] };

export interface WithdrawalFacts {
  readonly product: string;
  /** The policyholder's code: an Estonian personal code (a consumer) or a registry code (a company). */
  readonly policyholderCode: string;
  /** The Tallinn calendar day the contract was concluded (the policy issued), YYYY-MM-DD. */
  readonly concludedOn: string;
  /** The cover's first and last day, both included. */
  readonly startDate: string;
  readonly endDate: string;
}

export type WithdrawalRight =
  | { readonly kind: 'open'; readonly lastDay: string }
  | { readonly kind: 'ended'; readonly lastDay: string }
  | { readonly kind: 'none'; readonly reason: 'notConsumer' | 'shorterThanMonth' | 'excludedProduct' };

/** Whether the policyholder may still withdraw on `today` (Tallinn), and the last day they may. */
export function withdrawalRight(facts: WithdrawalFacts, terms: WithdrawalTerms, today: string): WithdrawalRight {
  if (!isPersonalCode(facts.policyholderCode)) return { kind: 'none', reason: 'notConsumer' };
  if (terms.excludedProducts.includes(facts.product)) return { kind: 'none', reason: 'excludedProduct' };
  // A month of cover ends the day before the same date of the next month (1 May - 31 May is a month).
  if (facts.endDate < addDays(addMonths(facts.startDate, 1), -1)) return { kind: 'none', reason: 'shorterThanMonth' };
  const lastDay = addDays(facts.concludedOn, Math.max(0, Math.floor(terms.periodDays)));
  return today <= lastDay ? { kind: 'open', lastDay } : { kind: 'ended', lastDay };
}
