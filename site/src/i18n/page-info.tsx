import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, locales, type Locale } from '@kindlustus/routes';

export interface PageInfo {
  language: Locale;
  /** The page was reached under a language prefix (`/et/…` for Estonian). */
  prefixed: boolean;
  /** This page in each language. */
  alternates: Record<Locale, string>;
}

const fallback: PageInfo = {
  language: defaultLocale,
  prefixed: false,
  alternates: Object.fromEntries(locales.map((locale) => [locale, locale === defaultLocale ? '/' : `/${locale}/`])) as Record<Locale, string>,
};

const PageInfoContext = createContext<PageInfo>(fallback);

export function PageInfoProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageInfoContext.Provider value={value}>{children}</PageInfoContext.Provider>;
}

export function usePageInfo(): PageInfo {
  return useContext(PageInfoContext);
}
