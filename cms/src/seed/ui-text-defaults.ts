import type { Core } from '@strapi/strapi';
import { locales } from '@kindlustus/routes';
import type { SeedContent } from './content-files';

type Texts = Record<string, Record<string, string>>;

/** The stored texts with every namespace and key of the defaults that they lack; nothing else changes. */
export function withMissingTexts(stored: Texts | null | undefined, defaults: Texts): { texts: Texts; added: number } {
  const texts: Texts = { ...(stored ?? {}) };
  let added = 0;
  for (const [namespace, entries] of Object.entries(defaults)) {
    const current = { ...(texts[namespace] ?? {}) };
    for (const [key, value] of Object.entries(entries)) {
      if (typeof current[key] !== 'string') {
        current[key] = value;
        added += 1;
      }
    }
    texts[namespace] = current;
  }
  return { texts, added };
}

/**
 * New versions of the site bring new interface texts. On every boot, each language version of the
 * global texts (draft and published alike) gets the keys it lacks from the committed defaults;
 * a text an editor changed is never touched, and no draft is published by this.
 */
export async function addMissingUiTexts(strapi: Core.Strapi, content: SeedContent): Promise<number> {
  const globals = strapi.db.query('api::global.global');
  let added = 0;
  for (const locale of locales) {
    const rows = await globals.findMany({ where: { locale }, select: ['id', 'uiTexts'] });
    for (const row of rows as Array<{ id: number; uiTexts: Texts | null }>) {
      const merged = withMissingTexts(row.uiTexts, content.texts[locale].global.uiTexts);
      if (merged.added === 0) continue;
      await globals.update({ where: { id: row.id }, data: { uiTexts: merged.texts } });
      added += merged.added;
    }
  }
  return added;
}
