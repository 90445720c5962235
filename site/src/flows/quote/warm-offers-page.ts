import { prefetchPathname } from 'gatsby';
import type { QuoteForm } from '@kindlustus/domain';
import { localizePath, type Locale } from '@kindlustus/routes';
import { loadOffersListPage } from '../offers/load-offers-list-page';

/**
 * The casco form opens its offers on a page of their own: that page's resources and flow are fetched
 * while the form is filled in, so "Get offers" waits for the quote only, not for code after it.
 * The other forms show their offers under the form, with code already loaded.
 */
export function warmOffersPage(form: QuoteForm, language: Locale): void {
  if (form !== 'casco') return;
  prefetchPathname(localizePath('cascoOffers', language));
  void loadOffersListPage().catch(() => undefined);
}
