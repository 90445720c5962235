import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uiTextTranslator, type Translate, type UiTextBundle } from './ui-text-lookup';

/** What gatsby-plugin-react-i18next's `Locale` nodes give a page query (`locales: allLocale(…)`). */
export interface PageTextsData {
  locales?: { edges: Array<{ node: { ns: string; data: string | Record<string, unknown> } }> };
}

const TranslateContext = createContext<Translate>((key) => key);

/** Around each page in the browser: its texts in its language, from the page's own query. */
export function PageTextsProvider({ language, data, children }: { language: string; data: PageTextsData | undefined; children: ReactNode }) {
  const edges = data?.locales?.edges;
  const t = useMemo(() => {
    const bundles: UiTextBundle[] = (edges ?? []).map(({ node }) => ({
      ns: node.ns,
      data: typeof node.data === 'string' ? (JSON.parse(node.data) as Record<string, unknown>) : node.data,
    }));
    return uiTextTranslator(language, bundles);
  }, [language, edges]);
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** Same shape as translation.ts, which this file replaces in the browser bundle. */
export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) };
}
