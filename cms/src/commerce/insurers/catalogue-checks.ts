/**
 * What an editor may save about insurers and tariff books: refused with the field named (the admin's form
 * marks the field), and every later quote of this process reads the catalogue again.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Insurer } from '../../adapters/insurers/insurer';
import { checkTariffRates } from '../../adapters/insurers/tariff-rates-schema';
import { productOfCms, type OfferingRow } from './catalogue-rows';
import { insurerUid, tariffBookUid, type InsurerCatalogue } from './insurer-catalogue';
import { readActions } from '../../staff/admin-refusal';

const refuse = (field: string, message: string): never => {
  throw new errors.ValidationError(`${field}: ${message}`, { errors: [{ path: field.split('.').slice(0, 1), message: `${field}: ${message}`, name: 'ValidationError' }] });
};

type Found = { code?: string; documentId?: string; edition?: string } | null;
const findOne = (strapi: Core.Strapi, uid: string, where: Record<string, unknown>, select: string[]) =>
  strapi.db.query(uid as never).findOne({ where, select } as never) as Promise<Found>;

async function checkInsurer(strapi: Core.Strapi, data: Record<string, unknown>, adapters: readonly Insurer[], documentId?: string): Promise<void> {
  if (!Array.isArray(data.offerings)) return;
  // An update may leave the code out: the insurer's stored one counts then.
  const code = typeof data.code === 'string' ? data.code : documentId ? (await findOne(strapi, insurerUid, { documentId }, ['code']))?.code : undefined;
  const adapter = adapters.find((candidate) => candidate.id === code);
  const seen = new Set<string>();
  for (const offering of data.offerings as OfferingRow[]) {
    const product = productOfCms(offering.product);
    // A row given as a reference to a stored component ({ id }) is checked where it was saved.
    if (!product) continue;
    if (seen.has(product)) refuse('offerings', `${String(offering.product)} is listed twice`);
    seen.add(product);
    if ((offering.pricing ?? 'api') !== 'api') continue;
    if (!adapter) {
      refuse('offerings', `no insurer adapter has the code ${code} (adapters: ${adapters.map((known) => known.id).join(', ') || 'none'}); price its products with "tariff" or switch them "off"`);
    } else if (!adapter.products.includes(product)) {
      refuse('offerings', `the adapter of ${code} does not sell ${String(offering.product)}`);
    }
  }
}

async function checkTariffBook(strapi: Core.Strapi, data: Record<string, unknown>, documentId?: string): Promise<void> {
  if ('rates' in data) {
    const checked = checkTariffRates(data.rates);
    if (!checked.ok) refuse(`rates.${checked.field}`, checked.message);
  }
  if (typeof data.insurerCode === 'string') {
    if (!(await findOne(strapi, insurerUid, { code: data.insurerCode }, ['id']))) refuse('insurerCode', `no insurer has the code ${data.insurerCode}`);
    if (typeof data.appliesFrom === 'string') {
      // One edition per insurer and date: two would price by the order the database returns them in.
      const same = await findOne(strapi, tariffBookUid, { insurerCode: data.insurerCode, appliesFrom: data.appliesFrom, ...(documentId ? { documentId: { $ne: documentId } } : {}) }, ['edition']);
      if (same) refuse('appliesFrom', `${data.insurerCode} already has an edition from ${data.appliesFrom} ("${same.edition}"): change that one or choose another date`);
    }
  }
}

/** The checks of an insurer's product rows and of a tariff book, as saved through the admin or the document service. */
export async function checkCatalogueWrite(
  strapi: Core.Strapi, uid: string, data: Record<string, unknown> | undefined, adapters: readonly Insurer[], documentId?: string,
): Promise<void> {
  if (!data) return;
  if (uid === insurerUid) await checkInsurer(strapi, data, adapters, documentId);
  if (uid === tariffBookUid) await checkTariffBook(strapi, data, documentId);
}

const writes = new Set(['create', 'update', 'clone']);

export function registerCatalogueChecks(strapi: Core.Strapi, catalogue: () => InsurerCatalogue, adapters: () => readonly Insurer[]): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== insurerUid && context.uid !== tariffBookUid) return next();
    if (writes.has(context.action)) {
      const { data, documentId } = context.params as { data?: Record<string, unknown>; documentId?: string };
      await checkCatalogueWrite(strapi, context.uid, data, adapters(), documentId);
    }
    const result = await next();
    if (!readActions.has(context.action)) {
      // Forgotten now and once more a second later: the admin saves inside a transaction that may commit
      // after this, and a quote in between must not keep the old rows for the cache's 5 s.
      catalogue().forget();
      setTimeout(() => catalogue().forget(), 1_000).unref();
    }
    return result;
  });
}
