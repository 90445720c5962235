import type { Cents } from './money';

/**
 * Estonia's standard VAT rate in basis points by the day it took effect (24 % since 1 July 2025).
 * Insurance premiums are exempt; only services sold with a policy (e.g. claims help) carry VAT.
 */
const standardRates: Array<{ from: string; rate: number }> = [
  { from: '2024-01-01', rate: 2200 },
  { from: '2025-07-01', rate: 2400 },
];

export function standardVatRateOn(day: string): number {
  let rate = 2000;
  for (const step of standardRates) if (day >= step.from) rate = step.rate;
  return rate;
}

/** The VAT inside a price that includes it. */
export function vatIncluded(gross: Cents, rateBasisPoints: number): Cents {
  if (rateBasisPoints === 0) return 0;
  return gross - Math.round((gross * 10_000) / (10_000 + rateBasisPoints));
}


