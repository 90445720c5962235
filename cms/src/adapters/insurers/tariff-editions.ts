/**
 * Dated editions of an insurer's tariff, as editors keep them in the CMS, and the insurer priced from them.
 * Pure: the CMS is read elsewhere.
 */
import type { ProductKey } from '@kindlustus/domain';
import type { Insurer, InsurerAnswer, InsurerQuoteRequest } from './insurer';
import type { TariffRates } from './tariff-book';
import { priceQuote } from './tariff-engine';

export interface TariffEdition {
  edition: string;
  /** YYYY-MM-DD: the first policy start date the edition prices. */
  appliesFrom: string;
  rates: TariffRates;
}

/** The edition that prices a policy starting on `startDate`: the newest whose date is not after it (one per date: the CMS refuses a second). */
export function editionOn(editions: readonly TariffEdition[], startDate: string): TariffEdition | undefined {
  let found: TariffEdition | undefined;
  for (const edition of editions) {
    if (edition.appliesFrom <= startDate && (!found || edition.appliesFrom > found.appliesFrom)) found = edition;
  }
  return found;
}

export class NoTariffOnDate extends Error {}

/** An insurer whose tariff the broker holds: priced here, by the edition in force on the start date. */
export class TariffInsurer implements Insurer {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly products: readonly ProductKey[],
    private readonly editions: readonly TariffEdition[],
  ) {}

  async quote(request: InsurerQuoteRequest): Promise<InsurerAnswer> {
    const edition = editionOn(this.editions, request.input.startDate);
    if (!edition) throw new NoTariffOnDate(`${this.name} has no tariff for policies starting ${request.input.startDate}`);
    return priceQuote({ ...edition.rates, id: this.id, name: this.name, products: [...this.products] }, request);
  }
}

/** An adapter that can price with the CMS's editions of its tariff (the sandbox insurers). */
export interface PricesWithEditions {
  withEditions(editions: readonly TariffEdition[]): Insurer;
}

export const canUseEditions = (insurer: Insurer): insurer is Insurer & PricesWithEditions =>
  typeof (insurer as Partial<PricesWithEditions>).withEditions === 'function';
