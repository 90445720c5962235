import type { Core } from '@strapi/strapi';
import { readFileSync } from 'fs';
import path from 'path';
import { locales, type Locale } from '@kindlustus/routes';
import { missingTermTexts, termWordsFrom, type TermWords, type UiTexts } from './term-words';

const globalUid = 'api::global.global';

export interface TermCatalogue {
  /** The published words of the insurance terms in a language. */
  words(language: Locale): Promise<TermWords>;
  /** Forgets the words read: an editor changed the global texts. */
  clear(): void;
}

type TextsByLanguage = Partial<Record<Locale, UiTexts | null>>;

/** The seed's UI texts (SEED_CONTENT_DIR, else the committed ones: every term has its words there in every language, term-words.test.ts). */
function seededTexts(strapi: Core.Strapi, seedContentDir: string | undefined): TextsByLanguage {
  const dir = seedContentDir ?? path.join(strapi.dirs.app.root, 'src', 'seed', 'content');
  return Object.fromEntries(locales.map((locale) => {
    try {
      return [locale, (JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as { global?: { uiTexts?: UiTexts } }).global?.uiTexts ?? null];
    } catch {
      return [locale, null];
    }
  }));
}

/**
 * The one catalogue of insurance terms that the policy documents, the e-mails, the desk, the demands-and-needs
 * statement and the sale record read: the global UI texts editors publish in the CMS (the site builds from the
 * same), read at most once per `ttlMs`; an editor's change in this process clears it at once. A term the published
 * texts have no words for is reported in the log at each reading, and written with the seed's words.
 */
export function createTermCatalogue(strapi: Core.Strapi, ttlMs = 30_000, seedContentDir?: string): TermCatalogue {
  let cached: { at: number; texts: Promise<TextsByLanguage> } | undefined;
  let seeded: TextsByLanguage | undefined;

  async function load(): Promise<TextsByLanguage> {
    const texts: TextsByLanguage = {};
    for (const locale of locales) {
      const row = (await strapi.documents(globalUid as never).findFirst({ locale, status: 'published', fields: ['uiTexts'] } as never)) as { uiTexts?: UiTexts | null } | null;
      texts[locale] = row?.uiTexts ?? null;
      const missing = missingTermTexts(texts[locale]);
      if (!row) {
        strapi.log.warn(`No published ${locale} global texts: the insurance terms are written with the seed's words`);
      } else if (missing.length) {
        strapi.log.warn(`Insurance terms without words in the published ${locale} global texts (the seed's words are used): ${missing.join(', ')}`);
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
      seeded ??= seededTexts(strapi, seedContentDir);
      return termWordsFrom((await cached.texts)[language], seeded[language], language);
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
