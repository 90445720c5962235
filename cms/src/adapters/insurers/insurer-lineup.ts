/**
 * Which insurers are asked for a product, and how each one prices it, from what editors keep in the CMS:
 * per insurer its products with their pricing (the insurer's adapter, our copy of its tariff, or not sold)
 * and its tariff books. Pure: the CMS is read elsewhere.
 */
import type { ProductKey } from '@kindlustus/domain';
import { DeskInsurer } from './desk-insurer';
import type { Insurer } from './insurer';
import { canUseEditions, TariffInsurer, type TariffEdition } from './tariff-editions';

/** api: the insurer's adapter answers; tariff: priced here from its tariff books; desk: our staff answer; off: not sold. */
export type Pricing = 'api' | 'tariff' | 'desk' | 'off';

export interface CatalogueInsurer {
  code: string;
  name: string;
  /** False: only a draft (never published, or unpublished): it sells nothing. */
  published: boolean;
  /** The products the insurer sells with their pricing; empty: it sells what its adapter offers. */
  offerings: Partial<Record<ProductKey, Pricing>>;
}

export interface Catalogue {
  insurers: CatalogueInsurer[];
  /** Tariff editions by insurer code, in any order. */
  editions: Map<string, TariffEdition[]>;
}

/** The adapter as the CMS describes it: its editions of the tariff if it has any, and the editor's name for it. */
function adapterAsListed(adapter: Insurer, name: string, editions: readonly TariffEdition[] | undefined): Insurer {
  const pricing = editions?.length && canUseEditions(adapter) ? adapter.withEditions(editions) : adapter;
  if (name === pricing.name) return pricing;
  return { id: pricing.id, name, products: pricing.products, quote: (request) => pricing.quote(request) };
}

/**
 * The insurers to ask for `product`. Once the CMS lists any insurer, it decides: a published insurer sells
 * the products of its rows, each priced as its row says (without rows: what its adapter offers); a draft, a
 * deleted insurer or an adapter the CMS does not list sells nothing. A CMS without insurers (a database not
 * seeded) leaves every adapter selling what it offers, as the sandbox always did.
 */
export function insurersFor(product: ProductKey, adapters: readonly Insurer[], catalogue: Catalogue): Insurer[] {
  if (!catalogue.insurers.length) return adapters.filter((adapter) => adapter.products.includes(product));
  const chosen: Insurer[] = [];
  for (const entry of catalogue.insurers) {
    if (!entry.published) continue;
    const adapter = adapters.find((candidate) => candidate.id === entry.code);
    const editions = catalogue.editions.get(entry.code);
    const rows = Object.keys(entry.offerings).length > 0;
    const pricing = rows ? entry.offerings[product] : adapter?.products.includes(product) ? 'api' : undefined;
    const productsPriced = (kind: Pricing) => (Object.keys(entry.offerings) as ProductKey[]).filter((key) => entry.offerings[key] === kind);
    if (pricing === 'tariff') {
      chosen.push(new TariffInsurer(entry.code, entry.name, productsPriced('tariff'), editions ?? []));
    } else if (pricing === 'desk') {
      chosen.push(new DeskInsurer(entry.code, entry.name, productsPriced('desk')));
    } else if (pricing === 'api' && adapter?.products.includes(product)) {
      chosen.push(adapterAsListed(adapter, entry.name, editions));
    }
  }
  return chosen;
}

/**
 * How the catalogue prices an insurer's product: its row's pricing; an insurer without rows, or one the CMS
 * does not list, sells through its adapter (api), as insurersFor has it.
 */
export function pricingOf(catalogue: Catalogue, code: string, product: ProductKey): Pricing | undefined {
  const entry = catalogue.insurers.find((candidate) => candidate.code === code);
  if (!entry || !Object.keys(entry.offerings).length) return 'api';
  return entry.offerings[product];
}
