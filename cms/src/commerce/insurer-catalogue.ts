/**
 * The insurers and tariff books editors keep in the CMS, as the quote service needs them: read at most once
 * per few seconds (every quote asks), forgotten at once when an editor saves one in this process, and checked
 * when saved so that a broken tariff book or a product listed twice is refused with the field named.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { productKeys, type ProductKey } from '@kindlustus/domain';
import type { Insurer } from '../adapters/insurers/insurer';
import { insurersFor, type Catalogue, type CatalogueInsurer, type Pricing, type TariffEdition } from '../adapters/insurers/insurer-lineup';
import { checkTariffRates } from '../adapters/insurers/tariff-rates-schema';

const insurerUid = 'api::insurer.insurer';
const tariffBookUid = 'api::tariff-book.tariff-book';

/** The CMS's product values (enumerations cannot hold a hyphen) and the products they are. */
export const cmsProductValue = (product: ProductKey): string => product.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const productOfCmsValue: Record<string, ProductKey> = Object.fromEntries(productKeys.map((key) => [cmsProductValue(key), key]));
const pricings = new Set<Pricing>(['api', 'tariff', 'off']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

type OfferingRow = { product?: unknown; pricing?: unknown };
type InsurerRow = { code?: unknown; name?: unknown; offerings?: OfferingRow[] | null };
type TariffBookRow = { insurerCode?: unknown; edition?: unknown; appliesFrom?: unknown; rates?: unknown };

/** The catalogue from CMS rows; a row that does not check (saved before the checks, or in the database) is left out and named. */
export function reshapeCatalogue(insurerRows: InsurerRow[], bookRows: TariffBookRow[], warn: (message: string) => void = () => {}): Catalogue {
  const insurers: CatalogueInsurer[] = [];
  for (const row of insurerRows) {
    if (typeof row.code !== 'string' || typeof row.name !== 'string') continue;
    const offerings: CatalogueInsurer['offerings'] = {};
    for (const offering of row.offerings ?? []) {
      const product = productOfCmsValue[String(offering.product)];
      if (product && pricings.has(offering.pricing as Pricing)) offerings[product] = offering.pricing as Pricing;
    }
    insurers.push({ code: row.code, name: row.name, offerings });
  }
  const editions = new Map<string, TariffEdition[]>();
  for (const row of bookRows) {
    const checked = checkTariffRates(row.rates);
    if (typeof row.insurerCode !== 'string' || typeof row.appliesFrom !== 'string' || !isoDate.test(row.appliesFrom) || !checked.ok) {
      warn(`Tariff book "${String(row.edition)}" of ${String(row.insurerCode)} is left out: ${checked.ok ? 'no insurer or date' : `rates.${checked.field} ${checked.message}`}`);
      continue;
    }
    const list = editions.get(row.insurerCode) ?? [];
    list.push({ edition: String(row.edition ?? ''), appliesFrom: row.appliesFrom, rates: checked.rates });
    editions.set(row.insurerCode, list);
  }
  return { insurers, editions };
}

export interface InsurerCatalogue {
  /** The insurers to ask for a product now. */
  insurersFor(product: ProductKey): Promise<Insurer[]>;
  /** Forget what was read (an editor saved an insurer or a tariff book). */
  forget(): void;
}

export function insurerCatalogue(strapi: Core.Strapi, adapters: readonly Insurer[], ttlMs = 5_000): InsurerCatalogue {
  let cached: { at: number; catalogue: Promise<Catalogue> } | undefined;
  const load = async (): Promise<Catalogue> => {
    const [insurerRows, bookRows] = await Promise.all([
      strapi.documents(insurerUid as never).findMany({ status: 'published', fields: ['code', 'name'], populate: { offerings: true } } as never),
      strapi.documents(tariffBookUid as never).findMany({ fields: ['insurerCode', 'edition', 'appliesFrom', 'rates'], limit: -1 } as never),
    ]);
    return reshapeCatalogue(insurerRows as InsurerRow[], bookRows as TariffBookRow[], (message) => strapi.log.warn(message));
  };
  const current = () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const catalogue = load();
      cached = { at: Date.now(), catalogue };
      // A failed read is not kept: the next quote reads again.
      catalogue.catch(() => { if (cached?.catalogue === catalogue) cached = undefined; });
    }
    return cached.catalogue;
  };
  return {
    async insurersFor(product) {
      return insurersFor(product, adapters, await current());
    },
    forget() {
      cached = undefined;
    },
  };
}

/** Refused with the field named in the admin (its form marks the field). */
const refuse = (field: string, message: string): never => {
  throw new errors.ValidationError(`${field}: ${message}`, { errors: [{ path: field.split('.').slice(0, 1), message: `${field}: ${message}`, name: 'ValidationError' }] });
};

/** The checks of an insurer's product rows and of a tariff book, as saved through the admin or the document service. */
export async function checkCatalogueWrite(
  strapi: Core.Strapi, uid: string, data: Record<string, unknown> | undefined, adapterCodes: readonly string[], documentId?: string,
): Promise<void> {
  if (!data) return;
  if (uid === insurerUid && Array.isArray(data.offerings)) {
    const seen = new Set<string>();
    for (const offering of data.offerings as OfferingRow[]) {
      const product = String(offering.product);
      if (seen.has(product)) refuse('offerings', `${product} is listed twice`);
      seen.add(product);
    }
    // An update may leave the code out: the insurer's stored one counts then.
    const stored = typeof data.code !== 'string' && documentId
      ? ((await strapi.db.query(insurerUid as never).findOne({ where: { documentId }, select: ['code'] } as never)) as { code?: string } | null)
      : null;
    const code = typeof data.code === 'string' ? data.code : stored?.code;
    const wantsApi = (data.offerings as OfferingRow[]).some((offering) => (offering.pricing ?? 'api') === 'api');
    if (code && wantsApi && !adapterCodes.includes(code)) {
      refuse('offerings', `no insurer adapter has the code ${code} (adapters: ${adapterCodes.join(', ') || 'none'}); price its products with "tariff" or switch them "off"`);
    }
  }
  if (uid === tariffBookUid) {
    if ('rates' in data) {
      const checked = checkTariffRates(data.rates);
      if (!checked.ok) refuse(`rates.${checked.field}`, checked.message);
    }
    if (typeof data.insurerCode === 'string') {
      const known = await strapi.db.query(insurerUid as never).findOne({ where: { code: data.insurerCode }, select: ['id'] } as never);
      if (!known) refuse('insurerCode', `no insurer has the code ${data.insurerCode}`);
    }
  }
}

/** Checks saves of insurers and tariff books, and makes every later quote of this process read them again. */
export function registerCatalogueChecks(strapi: Core.Strapi, catalogue: () => InsurerCatalogue, adapterCodes: () => readonly string[]): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== insurerUid && context.uid !== tariffBookUid) return next();
    if (context.action === 'create' || context.action === 'update') {
      const { data, documentId } = context.params as { data?: Record<string, unknown>; documentId?: string };
      await checkCatalogueWrite(strapi, context.uid, data, adapterCodes(), documentId);
    }
    const result = await next();
    if (!['findOne', 'findFirst', 'findMany', 'count'].includes(context.action)) catalogue().forget();
    return result;
  });
}
