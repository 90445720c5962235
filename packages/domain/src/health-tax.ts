import type { Cents } from './money';

/**
 * Employer health insurance premiums are tax-free up to 100 EUR per employee per quarter
 * (VAT included), provided the cover is offered to every employee; an unused amount does not carry
 * over. The limit is a parameter: it is law, and law changes.
 */
export const defaultTaxFreeLimitPerQuarter: Cents = 100_00;

export interface EmployeeQuarterCost {
  /** Premium per employee per quarter. */
  premium: Cents;
  taxFree: Cents;
  /** The part above the limit, on which fringe-benefit taxes are due. */
  taxable: Cents;
}

export function employeeQuarterCost(premiumPerQuarter: Cents, limit: Cents = defaultTaxFreeLimitPerQuarter): EmployeeQuarterCost {
  if (!Number.isSafeInteger(premiumPerQuarter) || premiumPerQuarter < 0) throw new Error('The premium must be whole cents, not negative');
  const taxFree = Math.min(premiumPerQuarter, limit);
  return { premium: premiumPerQuarter, taxFree, taxable: premiumPerQuarter - taxFree };
}

/** The same for a whole company and a year (4 quarters). */
export function employerYearCost(premiumPerQuarter: Cents, employees: number, limit: Cents = defaultTaxFreeLimitPerQuarter) {
  const quarter = employeeQuarterCost(premiumPerQuarter, limit);
  return {
    perEmployeeQuarter: quarter,
    premiumPerYear: quarter.premium * 4 * employees,
    taxFreePerYear: quarter.taxFree * 4 * employees,
    taxablePerYear: quarter.taxable * 4 * employees,
  };
}
