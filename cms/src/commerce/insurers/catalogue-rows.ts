/** The CMS's insurer and tariff-book rows as the insurer line-up reads them. */
import { productKeys, type ProductKey } from '@kindlustus/domain';
import type { Catalogue, CatalogueInsurer, Pricing } from '../../adapters/insurers/insurer-lineup';
import type { TariffEdition } from '../../adapters/insurers/tariff-editions';
import { checkTariffRates } from '../../adapters/insurers/tariff-rates-schema';

/** The CMS's product values (enumerations cannot hold a hyphen) and the products they are. */
export const cmsProductValue = (product: ProductKey): string => product.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const productOfCmsValue: Record<string, ProductKey> = Object.fromEntries(productKeys.map((key) => [cmsProductValue(key), key]));
export const productOfCms = (value: unknown): ProductKey | undefined => productOfCmsValue[String(value)];
const pricings = new Set<Pricing>(['api', 'tariff', 'desk', 'off']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export type OfferingRow = { product?: unknown; pricing?: unknown };
export type InsurerRow = { documentId?: unknown; code?: unknown; name?: unknown; offerings?: OfferingRow[] | null };
export type TariffBookRow = { id?: unknown; documentId?: unknown; updatedAt?: unknown; insurerCode?: unknown; edition?: unknown; appliesFrom?: unknown; rates?: unknown };

export interface LeftOut {
  /** Names the row and its version: the same broken book is reported once. */
  key: string;
  message: string;
}

/**
 * The catalogue: every insurer the CMS knows (`all`, drafts too) with what its published version says
 * (`published`), and every tariff edition that checks; a book that does not (saved before the checks, or
 * written to the database directly) is left out and named in `leftOut`.
 */
export function reshapeCatalogue(all: InsurerRow[], published: InsurerRow[], bookRows: TariffBookRow[]): { catalogue: Catalogue; leftOut: LeftOut[] } {
  const publishedByCode = new Map(published.filter((row) => typeof row.code === 'string').map((row) => [row.code as string, row]));
  const insurers: CatalogueInsurer[] = [];
  const seen = new Set<string>();
  for (const row of all) {
    if (typeof row.code !== 'string' || seen.has(row.code)) continue;
    seen.add(row.code);
    const live = publishedByCode.get(row.code);
    const offerings: CatalogueInsurer['offerings'] = {};
    for (const offering of live?.offerings ?? []) {
      const product = productOfCms(offering.product);
      if (product && pricings.has(offering.pricing as Pricing)) offerings[product] = offering.pricing as Pricing;
    }
    insurers.push({ code: row.code, name: String(live?.name ?? row.name ?? row.code), published: Boolean(live), offerings });
  }
  const editions = new Map<string, TariffEdition[]>();
  const leftOut: LeftOut[] = [];
  const sorted = [...bookRows].sort((a, b) => String(a.appliesFrom).localeCompare(String(b.appliesFrom)) || Number(a.id) - Number(b.id));
  for (const row of sorted) {
    const checked = checkTariffRates(row.rates);
    if (typeof row.insurerCode !== 'string' || typeof row.appliesFrom !== 'string' || !isoDate.test(row.appliesFrom) || !checked.ok) {
      leftOut.push({
        key: `${String(row.documentId)}@${String(row.updatedAt)}`,
        message: `Tariff book "${String(row.edition)}" of ${String(row.insurerCode)} is left out: ${checked.ok ? 'no insurer or date' : `rates.${checked.field} ${checked.message}`}`,
      });
      continue;
    }
    const list = editions.get(row.insurerCode) ?? [];
    list.push({ edition: String(row.edition ?? ''), appliesFrom: row.appliesFrom, rates: checked.rates });
    editions.set(row.insurerCode, list);
  }
  return { catalogue: { insurers, editions }, leftOut };
}
