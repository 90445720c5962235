import type { Core, UID } from '@strapi/strapi';
import { addDays, todayInTallinn, type ProductKey } from '@kindlustus/domain';
import { defaultLocale, locales, type Locale } from '@kindlustus/routes';
import { sandboxTariffs } from '../adapters/insurers/sandbox-tariffs';
import type { Insurer } from '../adapters/insurers/insurer';
import { cmsProductValue } from '../commerce/insurers/catalogue-rows';
import { findSeedProblems } from './content-check';
import type { Block, InsurerFacts, SeedContent } from './content-files';
import { SeedLedger } from './seed-ledger';
import { uploadSeedImage } from './seed-image';

type Data = Record<string, unknown>;

/** The sandbox insurers this CMS runs (INSURERS=sandbox): only they are seeded, never into a live database. */
export interface SeedOptions {
  insurerAdapters: readonly Pick<Insurer, 'id' | 'products'>[];
  /** The integration settings a new CMS starts with (the captcha's site key, the scripts' sandbox ids). */
  integrationSettings: Record<string, string>;
}
type DocumentIds = Map<string, string>;

interface SeedEntry {
  /** Ledger key, e.g. `page:home`. */
  readonly entry: string;
  readonly uid: UID.ContentType;
  /** Finds an existing document that this entry would create (by its unique, non-localized key). */
  readonly existing: Data | undefined;
  readonly localized: boolean;
  readonly publish: boolean;
  readonly dataFor: (locale: Locale) => Data;
}

export interface SeedReport {
  created: string[];
  skipped: number;
}

/**
 * Writes the committed content into an empty CMS, once. Each entry is created in Estonian and
 * then translated; an entry the ledger has seen is never written again, and an existing document
 * only gets its missing translations.
 */
export async function seedContent(strapi: Core.Strapi, content: SeedContent, { insurerAdapters, integrationSettings }: SeedOptions): Promise<SeedReport> {
  const problems = findSeedProblems(content);
  if (problems.length) throw new Error(`Seed content is not consistent:\n- ${problems.join('\n- ')}`);

  const ledger = await SeedLedger.open(strapi);
  const report: SeedReport = { created: [], skipped: 0 };
  const { shared, texts } = content;
  const today = todayInTallinn();

  const run = async (entry: Omit<SeedEntry, 'existing'>, where?: Data): Promise<string | undefined> => {
    const existing = await findExisting(strapi, entry.uid, where);
    return seedEntry(strapi, ledger, report, { ...entry, existing });
  };

  const offices: DocumentIds = new Map();
  for (const [key, facts] of Object.entries(shared.offices)) {
    const id = await run(
      { entry: `office:${key}`, uid: 'api::office.office', localized: true, publish: true,
        dataFor: (locale) => ({ key, ...facts, ...texts[locale].offices[key] }) },
      { key },
    );
    if (id) offices.set(key, id);
  }

  const products: DocumentIds = new Map();
  for (const [key, facts] of Object.entries(shared.products)) {
    const id = await run(
      { entry: `product:${key}`, uid: 'api::product.product', localized: true, publish: true,
        dataFor: (locale) => ({ key, routeKey: facts.routeKey, ...texts[locale].products[key] }) },
      { key },
    );
    if (id) products.set(key, id);
  }

  const seedInsurer = async (code: string, facts: InsurerFacts, offerings: Array<{ product: string; pricing: string }>) => {
    const entry = `insurer:${code}`;
    const existing = await findExisting(strapi, 'api::insurer.insurer', { code });
    // Upload only for an insurer the seed is about to create: an editor's logo is never replaced.
    const logo = !ledger.has(entry) && !existing && facts.logo ? await uploadSeedImage(strapi, facts.logo, facts.name) : null;
    await seedEntry(strapi, ledger, report, {
      entry, uid: 'api::insurer.insurer', existing, localized: false, publish: true,
      dataFor: () => ({ code, name: facts.name, licence: facts.licence ?? null, logo, offerings }),
    });
  };

  // The sandbox insurers, each selling what its adapter prices, through it; made up, so only where their adapters run.
  for (const [code, facts] of Object.entries(shared.insurers)) {
    const adapter = insurerAdapters.find((candidate) => candidate.id === code);
    if (adapter) await seedInsurer(code, facts, adapter.products.map((product) => ({ product: cmsProductValue(product), pricing: 'api' })));
  }

  // An insurer without an API beside them: the broker desk answers its products (made up too, so seeded with them).
  for (const [code, facts] of Object.entries(insurerAdapters.length ? shared.deskInsurers ?? {} : {})) {
    await seedInsurer(code, facts, facts.deskProducts.map((product) => ({ product: cmsProductValue(product as ProductKey), pricing: 'desk' })));
  }

  // The sandbox insurers' tariffs as editions editors can read and follow with dated editions of their own.
  for (const { id, name, products: _products, ...rates } of sandboxTariffs) {
    if (!insurerAdapters.some((adapter) => adapter.id === id)) continue;
    await run(
      { entry: `tariff-book:${id}`, uid: 'api::tariff-book.tariff-book', localized: false, publish: false,
        dataFor: () => ({ insurerCode: id, edition: `${name}: sandbox tariff`, appliesFrom: '2020-01-01', rates }) },
      { insurerCode: id },
    );
  }

  for (const routeKey of Object.keys(texts[defaultLocale].pages)) {
    await run(
      { entry: `page:${routeKey}`, uid: 'api::page.page', localized: true, publish: true,
        dataFor: (locale) => {
          const page = texts[locale].pages[routeKey]!;
          return { routeKey, title: page.title, metaDescription: page.metaDescription,
            blocks: page.blocks.map((block) => withRelations(block, products, offices)) };
        } },
      { routeKey },
    );
  }

  for (const [key, facts] of Object.entries(shared.jobs)) {
    const { validForDays, postedDaysAgo, ...jobFacts } = facts;
    await run(
      { entry: `job:${key}`, uid: 'api::job.job', localized: true, publish: true,
        dataFor: (locale) => ({
          ...jobFacts,
          datePosted: addDays(today, -postedDaysAgo),
          validThrough: addDays(today, validForDays),
          ...texts[locale].jobs[key],
        }) },
      // Jobs have no key field: the Estonian slug identifies the seeded ad.
      { slug: texts[defaultLocale].jobs[key]!.slug },
    );
  }

  await run({ entry: 'global', uid: 'api::global.global', localized: true, publish: true,
    dataFor: (locale) => ({ ...texts[locale].global }) });
  await run({ entry: 'integration-settings', uid: 'api::integration-setting.integration-setting',
    localized: false, publish: false, dataFor: () => ({ ...integrationSettings }) });

  return report;
}

/** Content files name products and offices by key; the CMS links them as relations. */
function withRelations(block: Block, products: DocumentIds, offices: DocumentIds): Data {
  const { productKey, productKeys, officeKey, ...fields } = block;
  const data: Data = { ...fields };
  if (typeof productKey === 'string') data.product = products.get(productKey) ?? null;
  if (Array.isArray(productKeys)) {
    data.products = productKeys.map((key) => products.get(String(key))).filter(Boolean);
  }
  if (typeof officeKey === 'string') data.office = offices.get(officeKey) ?? null;
  return data;
}

async function findExisting(strapi: Core.Strapi, uid: UID.ContentType, where?: Data): Promise<Data | undefined> {
  const found = await strapi.documents(uid).findFirst({
    ...(where ? { filters: where } : {}),
    locale: defaultLocale,
    status: 'draft',
  } as never);
  return (found as Data | null) ?? undefined;
}

async function seedEntry(
  strapi: Core.Strapi,
  ledger: SeedLedger,
  report: SeedReport,
  entry: SeedEntry,
): Promise<string | undefined> {
  const existingId = entry.existing?.documentId as string | undefined;
  if (ledger.has(entry.entry)) {
    report.skipped += 1;
    return existingId;
  }
  const documents = strapi.documents(entry.uid);
  const status = entry.publish ? { status: 'published' as const } : {};
  let documentId = existingId;

  if (!documentId) {
    const created = await documents.create({
      data: entry.dataFor(defaultLocale),
      ...(entry.localized ? { locale: defaultLocale } : {}),
      ...status,
    } as never);
    documentId = (created as Data).documentId as string;
  }
  if (entry.localized) {
    for (const locale of locales) {
      if (locale === defaultLocale) continue;
      const translated = await documents.findOne({ documentId, locale, status: 'draft' } as never);
      if (translated) continue;
      await documents.update({ documentId, locale, data: entry.dataFor(locale), ...status } as never);
    }
  }
  await ledger.add(entry.entry);
  report.created.push(entry.entry);
  return documentId;
}
