import { percentOf, type Cents } from '@kindlustus/domain';

/** Every step a tariff can take in making a premium; the site has a text for each key. */
export const priceFactorKeys = [
  'base',
  'movables',
  'liability',
  'enginePower',
  'usage',
  'territory',
  'claims',
  'deductible',
  'antiTheft',
  'newValueCover',
  'dwellingType',
  'highWorkHours',
  'rentedOut',
  'tracker',
  'downtimeAllowance',
  'groupDiscount',
  'shortPeriod',
  'period',
  'registrationSuspended',
  'instalments',
  'minimumPremium',
] as const;
export type PriceFactorKey = (typeof priceFactorKeys)[number];

/**
 * One step that made a premium, in the order the tariff took it. `basisPoints` alone: that rate applied
 * to the premium so far (positive dearer, negative cheaper). `amount`: the cents the step added (negative
 * took off); a step with both is a rate whose money is not simply the rate of the premium so far (rates
 * the tariff adds up before applying them, or a rate on a part of the premium).
 */
export interface PriceFactor {
  key: PriceFactorKey;
  basisPoints?: number;
  amount?: Cents;
}

/** A rate applied to an amount, rounded as every tariff rounds (half away from zero, to the cent). */
export const applyBasisPoints = (amount: Cents, basisPoints: number): Cents => amount + percentOf(amount, basisPoints);

/** The premium the factors make, each applied in order to the premium so far. */
export function premiumFromFactors(factors: readonly PriceFactor[]): Cents {
  return factors.reduce((premium, factor) => (factor.amount !== undefined ? premium + factor.amount : applyBasisPoints(premium, factor.basisPoints ?? 0)), 0);
}

/**
 * A premium in the making: the tariff computes through it, so the factors it records are exactly the
 * steps that made the price. Steps without effect are left out.
 */
export class PriceTrail {
  private constructor(
    private current: Cents,
    private readonly steps: PriceFactor[],
  ) {}

  /** The yearly base before any loading: always the first step, whatever it is. */
  static startingAt(base: Cents): PriceTrail {
    return new PriceTrail(base, [{ key: 'base', amount: base }]);
  }

  get premium(): Cents {
    return this.current;
  }

  get factors(): PriceFactor[] {
    return [...this.steps];
  }

  /** The same trail, to go on from in another direction (another instalment schedule). */
  fork(): PriceTrail {
    return new PriceTrail(this.current, [...this.steps]);
  }

  add(key: PriceFactorKey, amount: Cents): this {
    if (amount !== 0) this.steps.push({ key, amount });
    this.current += amount;
    return this;
  }

  rate(key: PriceFactorKey, basisPoints: number): this {
    const next = applyBasisPoints(this.current, basisPoints);
    if (next !== this.current) this.steps.push({ key, basisPoints });
    this.current = next;
    return this;
  }

  /** A rate the tariff applied to a part of the premium (a price per employee): the money it made is given. */
  rateOnPart(key: PriceFactorKey, basisPoints: number, amount: Cents): this {
    if (amount !== 0) this.steps.push({ key, basisPoints, amount });
    this.current += amount;
    return this;
  }

  /**
   * Rates the tariff adds up and applies at once. Each keeps its rate and gets its share of the money:
   * the change the rates so far make less the change the ones before made, so the shares add up exactly.
   */
  combinedRates(rates: ReadonlyArray<readonly [PriceFactorKey, number]>): this {
    const start = this.current;
    let ratesSoFar = 0;
    for (const [key, basisPoints] of rates) {
      const before = percentOf(start, ratesSoFar);
      ratesSoFar += basisPoints;
      const amount = percentOf(start, ratesSoFar) - before;
      if (amount !== 0) this.steps.push({ key, basisPoints, amount });
    }
    this.current = applyBasisPoints(start, ratesSoFar);
    return this;
  }

  /** Sets the premium to what a step made of it, recording the change as money. */
  becomes(key: PriceFactorKey, premium: Cents): this {
    return this.add(key, premium - this.current);
  }

  /** The tariff's minimum premium, when the price so far is below it. */
  atLeast(minimum: Cents): this {
    return this.current < minimum ? this.becomes('minimumPremium', minimum) : this;
  }
}
