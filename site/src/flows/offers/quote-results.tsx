import { startTransition, useEffect, useRef, useState } from 'react';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import { RouteLink } from '../../i18n/route-link';
import type { ApiRejection, Offer, Quote } from '../../api-client/quotes/quote-types';
import { ComparisonTable } from '../../kit/comparison-table';
import { OfferCard } from '../../kit/offer-card';
import { EmptyState } from '../../kit/empty-state';
import { primaryButton, secondaryButton } from '../../kit/styles';
import { offerRouteOf } from '../quote/product-routes';
import { HealthTaxNote } from './health-tax-note';
import { writtenTallinnDateTime } from '@kindlustus/domain/written-dates';
import { maxCompared, sortOffers, type OfferSort } from './offer-view';
import { deskPollMs, nextPollDelay } from './quote-polling';
import { DeskDocuments } from './desk-documents';
import { ComparedDocuments } from '../documents/compared-documents';
import { rememberOfferSort } from '../documents/offer-sort';
import { PriceBreakdown } from './price-breakdown';
import { reasonTexts, textKeyOf } from './offer-texts';

/**
 * Polls a quote until every insurer has answered (or given up): quickly while their systems answer, then
 * slowly while our broker's staff answer, and only while the page is seen (a hidden tab asks again when shown).
 */
function useQuote(quoteId: string, initial: Quote | null) {
  const [quote, setQuote] = useState<Quote | null>(initial);
  const [problem, setProblem] = useState<ApiRejection | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    let waitingForPage = false;
    let latest = initial;
    const started = Date.now();
    let round = 0;
    const schedule = () => {
      const delay = nextPollDelay(latest, round++, Date.now() - started);
      if (delay === null) return;
      timer = setTimeout(() => {
        if (delay >= deskPollMs && document.hidden) waitingForPage = true;
        else void poll();
      }, delay);
    };
    const poll = async () => {
      const { fetchQuote } = await loadQuoteApi();
      const result = await fetchQuote(quoteId);
      if (stopped) return;
      if (result.ok) {
        latest = result.value;
        // Offers are drawn in slices, so a slow phone stays responsive while a long list arrives.
        startTransition(() => setQuote(result.value));
        setProblem(null);
      } else if (result.rejection.status === 404) {
        setProblem(result.rejection);
        return;
      }
      schedule();
    };
    const onVisible = () => {
      if (document.hidden || !waitingForPage) return;
      waitingForPage = false;
      void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    // The first read goes at once, with or without the start's answer.
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // The quote id decides what is polled; the initial answer only saves the first round trip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteId]);
  return { quote, problem };
}

/** Why an insurer has no offer yet or at all, as its line in the list says it. */
function NoOfferReason({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  if (offer.status === 'pending' && offer.desk) {
    return <span data-testid="desk-answer-by">{offer.desk.answerBy ? t('quote:deskAnswersBy', { office: offer.desk.office, time: writtenTallinnDateTime(offer.desk.answerBy, language) }) : t('quote:stillAsking')}</span>;
  }
  if (offer.status === 'declined' && offer.declineNote) return <span data-testid="desk-declined">{t('quote:deskDeclined', { note: offer.declineNote })}</span>;
  const reason = offer.status === 'pending' ? 'quote:stillAsking' : textKeyOf(reasonTexts, offer.reason);
  return <>{reason ? t(reason) : offer.reason ?? t('quote:noOffer')}</>;
}

/**
 * The offers of a quote as insurers answer: "2 of 3 insurers answered", sorted by price with the sort
 * named, declined and unavailable insurers with their reason, up to three offers compared side by side.
 */
export function QuoteResults({ quoteId, initial }: { quoteId: string; initial: Quote | null }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const { quote, problem } = useQuote(quoteId, initial);
  const [sort, setSort] = useState<OfferSort>('price');
  const [compared, setCompared] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (initial) heading.current?.focus();
  }, [initial]);

  if (problem) return <p role="status">{t('quote:quoteNotFound')}</p>;
  const status = quote
    ? quote.complete
      ? t('quote:allInsurersAnswered', { count: quote.insurersAsked })
      : t('quote:insurersAnswered', { answered: quote.insurersAnswered, asked: quote.insurersAsked })
    : t('quote:loadingOffers');
  const { offers, others } = sortOffers(quote?.offers ?? [], sort);
  const comparedOffers = offers.filter((offer) => compared.includes(offer.id));
  const toggleCompared = (offer: Offer, checked: boolean) =>
    setCompared((current) => (checked ? [...current.filter((id) => id !== offer.id), offer.id].slice(-maxCompared) : current.filter((id) => id !== offer.id)));

  return (
    <section aria-labelledby="offers-heading" data-testid="quote-results" data-complete={quote?.complete ? 'true' : 'false'} data-desk-pending={quote?.deskPending ?? 0} sx={{ mt: 6, display: 'grid', gap: 4 }}>
      <h2 id="offers-heading" ref={heading} tabIndex={-1} sx={{ fontSize: 4, m: 0 }}>{t('quote:offers')}</h2>
      <p role="status" aria-live="polite" data-testid="offers-status" sx={{ m: 0, fontWeight: 'bold' }}>{status}</p>
      {quote?.deskPending ? <p sx={{ m: 0 }} data-testid="desk-pending">{t('quote:deskPending', { count: quote.deskPending })}</p> : null}
      {quote?.vehicle === null && quote.product === 'traffic' ? <p sx={{ m: 0 }}>{t('quote:plateNotFound')}</p> : null}
      {offers.length > 1 ? (
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <p sx={{ m: 0 }} data-testid="sort-named">{sort === 'price' ? t('quote:sortedByPrice') : t('quote:sortedByDeductible')}</p>
          <label sx={{ display: 'inline-flex', gap: 2, alignItems: 'center' }}>
            {t('quote:sortBy')}
            <select value={sort} onChange={(event) => { setSort(event.target.value as OfferSort); rememberOfferSort(event.target.value); }} sx={{ minHeight: 44, font: 'inherit' }}>
              <option value="price">{t('quote:sortByPrice')}</option>
              <option value="deductible">{t('quote:sortByDeductible')}</option>
            </select>
          </label>
        </div>
      ) : null}
      {quote?.complete && !offers.length ? (
        <EmptyState testId="no-offers" message={t('quote:noOffers')} next={t('quote:noOffersNext')} actionLabel={t('quote:noOffersAction')} to="contactsTartu" />
      ) : null}
      <ol sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
        {offers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              rank={index + 1}
              actions={
                <>
                  <RouteLink to={offerRouteOf[offer.product]} params={{ id: offer.id }}>
                    <span sx={primaryButton}>{t('quote:chooseOffer')}</span>
                  </RouteLink>
                  {offers.length > 1 ? (
                    <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minHeight: 44, cursor: 'pointer' }}>
                      <input
                        type="checkbox"
                        checked={compared.includes(offer.id)}
                        onChange={(event) => toggleCompared(offer, event.target.checked)}
                        sx={{ width: 24, height: 24, m: 0 }}
                      />
                      {t('quote:compare')}
                    </label>
                  ) : null}
                </>
              }
            >
              <HealthTaxNote offer={offer} />
              <PriceBreakdown offer={offer} />
              <DeskDocuments offer={offer} />
            </OfferCard>
          </li>
        ))}
      </ol>
      {comparedOffers.length >= 2 ? (
        <div>
          <button type="button" sx={secondaryButton} aria-expanded={comparing} onClick={() => setComparing((open) => !open)}>
            {t('quote:compareSelected', { count: comparedOffers.length })}
          </button>
          {comparing ? <div sx={{ mt: 4 }}><ComparisonTable offers={comparedOffers} /><ComparedDocuments offers={comparedOffers} /></div> : null}
        </div>
      ) : offers.length > 1 ? (
        <p sx={{ m: 0, fontSize: 1 }}>{t('quote:compareHint', { max: maxCompared })}</p>
      ) : null}
      {others.length ? (
        <div>
          <h3 sx={{ fontSize: 3 }}>{t('quote:noOfferFrom')}</h3>
          <ul data-testid="no-offer-list">
            {others.map((offer) => (
              <li key={offer.id} data-status={offer.status} data-insurer={offer.insurerId}>
                <strong>{offer.insurerName}</strong>: <NoOfferReason offer={offer} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Drawn with the offers, so that they do not push it down the screen when they arrive. */}
      {quote ? <p sx={{ fontSize: 0, color: '#4a5563', m: 0 }} lang={language}>{t('quote:brokerDisclosure')}</p> : null}
    </section>
  );
}
