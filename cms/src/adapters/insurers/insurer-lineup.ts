/**
 * Which insurers are asked for a product, and how each one prices it, from what editors keep in the CMS:
 * per insurer its products with their pricing (the insurer's adapter, our copy of its tariff, or not sold)
 * and its tariff books, each edition in force from a date. Pure: the CMS is read elsewhere.
 */
import type { ProductKey } from '@kindlustus/domain';
import type { Insurer, InsurerAnswer, InsurerQuoteRequest } from './insurer';
import type { TariffRates } from './tariff-book';
import { priceQuote } from './tariff-engine';

/** api: the insurer's adapter answers; tariff: priced here from its tariff books; off: not sold. */
export type Pricing = 'api' | 'tariff' | 'off';

export interface TariffEdition {
  edition: string;
  /** YYYY-MM-DD: the first policy start date the edition prices. */
  appliesFrom: string;
  rates: TariffRates;
}

export interface CatalogueInsurer {
  code: string;
  name: string;
  /** The products the insurer sells with their pricing; empty: it sells what its adapter offers. */
  offerings: Partial<Record<ProductKey, Pricing>>;
}

export interface Catalogue {
  insurers: CatalogueInsurer[];
  /** Tariff editions by insurer code, in any order. */
  editions: Map<string, TariffEdition[]>;
}

/** The edition that prices a policy starting on `startDate`: the newest whose date is not after it. */
export function editionOn(editions: readonly TariffEdition[], startDate: string): TariffEdition | undefined {
  let found: TariffEdition | undefined;
  for (const edition of editions) {
    if (edition.appliesFrom <= startDate && (!found || edition.appliesFrom > found.appliesFrom)) found = edition;
  }
  return found;
}

/** An insurer whose tariff the broker holds: priced here, by the edition in force on the start date. */
export class NoTariffOnDate extends Error {}

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

const canUseEditions = (insurer: Insurer): insurer is Insurer & PricesWithEditions =>
  typeof (insurer as Partial<PricesWithEditions>).withEditions === 'function';

/** The adapter as the CMS describes it: its editions of the tariff if it has any, and the editor's name for it. */
function adapterAsListed(adapter: Insurer, name: string, editions: readonly TariffEdition[] | undefined): Insurer {
  const pricing = editions?.length && canUseEditions(adapter) ? adapter.withEditions(editions) : adapter;
  if (name === pricing.name) return pricing;
  return { id: pricing.id, name, products: pricing.products, quote: (request) => pricing.quote(request) };
}

/**
 * The insurers to ask for `product`. An insurer listed in the CMS with products sells exactly those, each
 * priced as its row says; an adapter the CMS does not list, or lists without products, sells what it offers
 * (so a database without insurer records works as the sandbox always did).
 */
export function insurersFor(product: ProductKey, adapters: readonly Insurer[], catalogue: Catalogue): Insurer[] {
  const listed = new Map(catalogue.insurers.map((insurer) => [insurer.code, insurer]));
  const chosen: Insurer[] = [];
  for (const adapter of adapters) {
    const entry = listed.get(adapter.id);
    if (entry && Object.keys(entry.offerings).length) continue;
    if (adapter.products.includes(product)) chosen.push(adapterAsListed(adapter, entry?.name ?? adapter.name, catalogue.editions.get(adapter.id)));
  }
  for (const entry of catalogue.insurers) {
    const pricing = entry.offerings[product];
    const editions = catalogue.editions.get(entry.code) ?? [];
    if (pricing === 'tariff') {
      const products = (Object.keys(entry.offerings) as ProductKey[]).filter((key) => entry.offerings[key] === 'tariff');
      chosen.push(new TariffInsurer(entry.code, entry.name, products, editions));
    } else if (pricing === 'api') {
      const adapter = adapters.find((candidate) => candidate.id === entry.code);
      // An `api` row without an adapter of that code cannot be asked; the catalogue's check names it to editors.
      if (adapter?.products.includes(product)) chosen.push(adapterAsListed(adapter, entry.name, editions));
    }
  }
  return chosen;
}
