/**
 * The insurers and tariff books editors keep in the CMS, as the quote service needs them: read at most once
 * per few seconds (every quote asks), and forgotten when an editor saves one in this process.
 */
import type { Core } from '@strapi/strapi';
import type { ProductKey } from '@kindlustus/domain';
import type { Insurer } from '../../adapters/insurers/insurer';
import { insurersFor, pricingOf, type Catalogue, type Pricing } from '../../adapters/insurers/insurer-lineup';
import { reshapeCatalogue, type InsurerRow, type TariffBookRow } from './catalogue-rows';

export const insurerUid = 'api::insurer.insurer';
export const tariffBookUid = 'api::tariff-book.tariff-book';

export interface InsurerCatalogue {
  /** The insurers to ask for a product now. */
  insurersFor(product: ProductKey): Promise<Insurer[]>;
  /** How the insurer's product is priced now (api: through its adapter); undefined when it does not sell it. */
  pricingOf(code: string, product: ProductKey): Promise<Pricing | undefined>;
  /** Forget what was read (an editor saved an insurer or a tariff book). */
  forget(): void;
}

export function insurerCatalogue(strapi: Core.Strapi, adapters: readonly Insurer[], ttlMs = 5_000): InsurerCatalogue {
  let cached: { at: number; catalogue: Promise<Catalogue> } | undefined;
  const reported = new Set<string>();
  const load = async (): Promise<Catalogue> => {
    const documents = (uid: string) => strapi.documents(uid as never);
    const [all, published, books] = await Promise.all([
      documents(insurerUid).findMany({ status: 'draft', fields: ['code', 'name'], limit: -1 } as never),
      documents(insurerUid).findMany({ status: 'published', fields: ['code', 'name'], populate: { offerings: true }, limit: -1 } as never),
      documents(tariffBookUid).findMany({ fields: ['id', 'documentId', 'updatedAt', 'insurerCode', 'edition', 'appliesFrom', 'rates'], limit: -1 } as never),
    ]);
    const { catalogue, leftOut } = reshapeCatalogue(all as InsurerRow[], published as InsurerRow[], books as TariffBookRow[]);
    for (const { key, message } of leftOut) {
      if (!reported.has(key)) strapi.log.warn(message);
      reported.add(key);
    }
    return catalogue;
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
    async pricingOf(code, product) {
      return pricingOf(await current(), code, product);
    },
    forget() {
      cached = undefined;
    },
  };
}
