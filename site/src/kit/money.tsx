import { formatEuros } from '@kindlustus/domain/money';
import type { Locale } from '@kindlustus/routes';
import { usePageInfo } from '../i18n/page-info';

/** An amount in euro cents, written for the page's language. */
export function Money({ cents }: { cents: number }) {
  const { language } = usePageInfo();
  return <span sx={{ whiteSpace: 'nowrap' }}>{formatEuros(cents, language as Locale)}</span>;
}

export function useFormatMoney(): (cents: number) => string {
  const { language } = usePageInfo();
  return (cents) => formatEuros(cents, language);
}
