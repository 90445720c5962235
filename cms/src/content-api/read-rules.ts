import { todayInTallinn } from '@kindlustus/domain';
import { zonePopulate, type LoadedSchemas } from './block-populate';

export interface ContentReadRule {
  /** A populate of its own, or one made from the loaded schemas (once, on the first read). */
  readonly populate: Record<string, unknown> | string | ((schemas: LoadedSchemas) => Record<string, unknown>);
  /** Extra filters that every public read must satisfy. */
  readonly publicFilter?: () => Record<string, unknown>;
}

const localizations = (...fields: string[]) => ({ localizations: { fields: ['locale', ...fields] } });

/** What a read of a page (public or its preview) populates of its blocks. */
export const pageBlocksPopulate = (schemas: LoadedSchemas) => ({ on: zonePopulate(schemas, 'api::page.page', 'blocks') });

/** What each content type returns on a public read: the site never builds populate queries. */
export const readRules = {
  // Each block's populate follows from its schema (block-populate.ts): a new block needs no rule here.
  page: {
    populate: (schemas) => ({ blocks: pageBlocksPopulate(schemas), ...localizations('title') }),
  },
  product: { populate: { covered: true, faq: true, ...localizations('name') } },
  job: {
    populate: localizations('slug', 'title'),
    publicFilter: () => ({ validThrough: { $gte: todayInTallinn() } }),
  },
  office: { populate: { openingHours: true, ...localizations('name') } },
  insurer: { populate: { logo: true } },
  global: { populate: { navigation: true, contactLines: true, ...localizations() } },
  integrationSetting: { populate: {} },
} satisfies Record<string, ContentReadRule>;
