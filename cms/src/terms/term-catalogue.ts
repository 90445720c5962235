import type { Core } from '@strapi/strapi';
import { locales, type Locale } from '@kindlustus/routes';
import { missingTermTexts, termWordsFrom, type TermWords, type UiTexts } from './term-words';

const globalUid = 'api::global.global';

export interface TermCatalogue {
  /** The published words of the insurance terms in a language. */
  words(language: Locale): Promise<TermWords>;
  /** Forgets the words read: an editor changed the global texts. */
  clear(): void;
}

/**
 * The one catalogue of insurance terms that the policy documents, the e-mails, the demands-and-needs statement
 * and the sale record read: the global UI texts editors publish in the CMS (the site builds from the same),
 * read at most once per `ttlMs`; an editor's change in this process clears it at once. A term without words
 * in a language is reported in the log once per reading, and written with its Estonian words.
 */
export function createTermCatalogue(strapi: Core.Strapi, ttlMs = 30_000): TermCatalogue {
  let cached: { at: number; texts: Promise<Partial<Record<Locale, UiTexts | null>>> } | undefined;

  async function load(): Promise<Partial<Record<Locale, UiTexts | null>>> {
    const texts: Partial<Record<Locale, UiTexts | null>> = {};
    for (const locale of locales) {
      const row = (await strapi.documents(globalUid as never).findFirst({ locale, status: 'published', fields: ['uiTexts'] } as never)) as { uiTexts?: UiTexts | null } | null;
      texts[locale] = row?.uiTexts ?? null;
      const missing = missingTermTexts(texts[locale]);
      if (missing.length) {
        strapi.log.warn(`Insurance terms without ${locale} words in the published global texts (the Estonian words are used): ${missing.join(', ')}`);
      }
    }
    return texts;
  }

  return {
    async words(language) {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const texts = load();
        cached = { at: Date.now(), texts };
        texts.catch(() => { if (cached?.texts === texts) cached = undefined; });
      }
      return termWordsFrom(await cached.texts, language);
    },
    clear() {
      cached = undefined;
    },
  };
}

/** An editor's change to the global texts is used at once by this process (other replicas within the TTL). */
export function forgetTermsOnEdit(strapi: Core.Strapi, catalogue: () => TermCatalogue): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === globalUid && !['findOne', 'findFirst', 'findMany', 'count'].includes(context.action)) catalogue().clear();
    return result;
  });
}
