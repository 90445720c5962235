import { navigate } from 'gatsby';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import { useState } from 'react';
import { localizePath } from '@kindlustus/routes';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import type { Offer } from '../../api-client/quotes/quote-types';
import { primaryButton, secondaryButton } from '../../kit/styles';
import { formRouteOf } from '../quote/product-routes';

/** A new quote on the product's form, prefilled from the answers that made an offer (expired, or to change an answer). */
export function NewQuoteButton({ offer, label, variant = 'primary' }: { offer: Pick<Offer, 'quoteId' | 'product'>; label?: string; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const { fetchQuote } = await loadQuoteApi();
    const quote = offer.quoteId ? await fetchQuote(offer.quoteId) : null;
    const form = quote?.ok ? quote.value.form : offer.product;
    if (quote?.ok) {
      // Without the prefill (its chunk could not be fetched) the form still opens, empty.
      await import(/* webpackChunkName: "prefill-draft" */ '../quote/prefill-draft').then(({ prefillDraft }) => prefillDraft(form, quote.value.input), () => undefined);
    }
    await navigate(localizePath(formRouteOf[form], language));
  };
  return (
    <button type="button" sx={variant === 'primary' ? primaryButton : secondaryButton} onClick={start} disabled={busy} data-testid="new-quote">
      {label ?? t('quote:newQuoteFromOld')}
    </button>
  );
}
