import { isRouteKey, locales, pageRouteKeys } from '@kindlustus/routes';
import type { Block, SeedContent } from './content-files';

/** Block fields that name a route of the table. */
const routeKeyFields = ['ctaRouteKey', 'routeKey'] as const;

/**
 * Problems that would make the seed write broken content: a missing page or translation, a
 * route key that does not exist, a block pointing at an unknown product or office.
 */
export function findSeedProblems(content: SeedContent): string[] {
  const problems: string[] = [];
  const { shared, texts } = content;
  const productKeys = new Set(Object.keys(shared.products));
  const officeKeys = new Set(Object.keys(shared.offices));

  for (const routeKey of pageRouteKeys) {
    for (const locale of locales) {
      if (!texts[locale].pages[routeKey]) problems.push(`${locale}: no page for route ${routeKey}`);
    }
  }
  for (const locale of locales) {
    const localeTexts = texts[locale];
    for (const key of Object.keys(localeTexts.pages)) {
      if (!isRouteKey(key)) problems.push(`${locale}: page "${key}" is not a route of the table`);
    }
    for (const [section, facts] of [
      ['products', shared.products],
      ['jobs', shared.jobs],
      ['offices', shared.offices],
    ] as const) {
      for (const key of Object.keys(facts)) {
        if (!localeTexts[section][key]) problems.push(`${locale}: ${section}.${key} has no texts`);
      }
    }
    for (const link of localeTexts.global.navigation) {
      if (!isRouteKey(link.routeKey)) problems.push(`${locale}: navigation names unknown route ${link.routeKey}`);
    }
    for (const [pageKey, page] of Object.entries(localeTexts.pages)) {
      page.blocks.forEach((block, index) => {
        const where = `${locale}: page ${pageKey} block ${index + 1} (${block.__component})`;
        problems.push(...blockProblems(block, productKeys, officeKeys).map((problem) => `${where}: ${problem}`));
      });
    }
  }
  for (const [key, { routeKey }] of Object.entries(shared.products)) {
    if (!isRouteKey(routeKey)) problems.push(`product ${key} names unknown route ${routeKey}`);
  }
  return problems;
}

function blockProblems(block: Block, productKeys: Set<string>, officeKeys: Set<string>): string[] {
  const problems: string[] = [];
  for (const field of routeKeyFields) {
    const value = block[field];
    if (value !== undefined && value !== null && !isRouteKey(value)) problems.push(`unknown route ${String(value)}`);
  }
  const products = [block.productKey, ...(Array.isArray(block.productKeys) ? block.productKeys : [])];
  for (const key of products) {
    if (key !== undefined && !productKeys.has(String(key))) problems.push(`unknown product ${String(key)}`);
  }
  if (block.officeKey !== undefined && !officeKeys.has(String(block.officeKey))) {
    problems.push(`unknown office ${String(block.officeKey)}`);
  }
  return problems;
}
