import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uiTextBundlesOf, type UiTextsQueryData } from '../content/page-data';
import { uiTextTranslator, type Translate } from './ui-text-lookup';

const TranslateContext = createContext<Translate>((key) => key);

/** Around each page in the browser: its texts in its language, from the page's own query. */
export function PageTextsProvider({ language, data, children }: { language: string; data: UiTextsQueryData | undefined; children: ReactNode }) {
  const locales = data?.locales;
  const t = useMemo(() => uiTextTranslator(language, uiTextBundlesOf({ locales })), [language, locales]);
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** Same shape as translation.ts, which this file replaces in the browser bundle. */
export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) };
}
