import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { usePageInfo } from '../i18n/page-info';
import type { Offer } from '../api-client/quotes/quote-types';
import { writtenTallinnDateTime } from '@kindlustus/domain/written-dates';
import { InsurerName } from './insurer-name';
import { Money } from './money';
import { panelStyle } from './styles';

/**
 * One insurer's offer: price, schedules, validity in Tallinn time; the page adds its actions and details.
 * Its heading is a level below the page's own: 3 in a list of offers under their heading, 2 alone on a page.
 */
export function OfferCard({ offer, rank, actions, children, headingLevel = 3 }: { offer: Offer; rank?: number; actions?: ReactNode; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const headingId = `offer-${offer.id}-insurer`;
  return (
    <article aria-labelledby={headingId} data-testid="offer-card" data-insurer={offer.insurerId} sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <div sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Heading id={headingId} sx={{ m: 0, fontSize: 3 }}>
          {rank ? <span sx={{ color: '#4a5563', fontWeight: 'body', mr: 2 }}>{rank}.</span> : null}
          <InsurerName name={offer.insurerName} logo={offer.insurerLogo} />
        </Heading>
        {offer.premium !== null ? (
          <p sx={{ m: 0, fontSize: 4, fontWeight: 'bold' }}>
            <span data-testid="offer-price"><Money cents={offer.premium} /></span>
            {offer.periodMonths ? <span sx={{ fontSize: 1, fontWeight: 'body' }}> / {t('quote:months', { count: offer.periodMonths })}</span> : null}
          </p>
        ) : null}
      </div>
      {offer.vehicleTyped ? <p data-testid="vehicle-typed-note" sx={{ m: 0, fontSize: 1 }}>{t('quote:vehicleTypedNote')}</p> : null}
      {offer.indicative ? <p sx={{ m: 0, justifySelf: 'start', fontWeight: 'bold', bg: 'secondary', color: 'text', px: 2, borderRadius: 4 }}>{t('quote:indicativePrice')}</p> : null}
      {offer.instalmentOptions.length > 1 ? (
        <p sx={{ m: 0, fontSize: 1 }}>
          {t('quote:instalmentOptions')}{' '}
          {offer.instalmentOptions.map((option, index) => (
            <span key={option.count}>
              {index ? ', ' : ''}
              {option.count} × <Money cents={Math.ceil(option.premium / option.count)} />
            </span>
          ))}
        </p>
      ) : null}
      {offer.validUntil ? (
        <p sx={{ m: 0, fontSize: 1 }} data-testid="offer-valid-until">
          {offer.valid ? t('quote:validUntil', { date: writtenTallinnDateTime(offer.validUntil, language) }) : t('quote:offerExpired')}
        </p>
      ) : null}
      {children}
      {actions ? <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>{actions}</div> : null}
    </article>
  );
}
