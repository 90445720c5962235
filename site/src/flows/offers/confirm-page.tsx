import { useRef, useState, useEffect } from 'react';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { Checkbox } from '../../kit/choice-group';
import { Money } from '../../kit/money';
import { OfferCard } from '../../kit/offer-card';
import { primaryAction, primaryButton } from '../../kit/styles';
import { rememberCartCount } from '../account/session-summary';
import { CartProblem } from '../cart/cart-problem';
import { NewQuoteButton } from './new-quote-link';
import { OwnPriceLink } from './own-price-link';
import { useOffer } from './use-offer';

type Step =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'priceChanged'; seen: number; current: number }
  | { kind: 'expired' }
  | { kind: 'failed'; code: string }
  | { kind: 'added'; replaced: number };

const priceFrom = (text: string | undefined): number | null => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * Confirming an offer: the server checks the price once more; a changed price is shown old beside new
 * and needs the customer's agreement; the confirmed offer goes to the cart.
 */
export default function ConfirmPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { offer, problem } = useOffer(params.id);
  const [step, setStep] = useState<Step>({ kind: 'ready' });
  const [agreed, setAgreed] = useState(false);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind !== 'ready' && step.kind !== 'sending') message.current?.focus();
  }, [step.kind]);

  if (problem) return <p role="alert" data-testid="offer-problem">{problem.status === 404 ? t('quote:offerNotFound') : t('forms:networkError')}</p>;
  if (!offer) return <p role="status">{t('common:loading')}</p>;

  // Someone else's offer can be looked at, not bought: it was priced on their details.
  if (!offer.owned) {
    return (
      <div data-testid="confirm-page" sx={{ display: 'grid', gap: 5, maxWidth: 720 }}>
        <OfferCard offer={offer} headingLevel={2} />
        <OwnPriceLink offer={offer} />
      </div>
    );
  }

  const seen = step.kind === 'priceChanged' ? step.current : priceFrom(params.price) ?? offer.premium;
  const confirm = async () => {
    setStep({ kind: 'sending' });
    const { addToCart, confirmOffer } = await loadQuoteApi();
    const confirmed = await confirmOffer(offer.id, seen);
    if (!confirmed.ok) {
      const { code, currentPremium } = confirmed.rejection;
      if (code === 'priceChanged' && currentPremium !== null) {
        setAgreed(false);
        setStep({ kind: 'priceChanged', seen: seen ?? 0, current: currentPremium });
      } else setStep(code === 'offerExpired' ? { kind: 'expired' } : { kind: 'failed', code });
      return;
    }
    const added = await addToCart(offer.id);
    if (added.ok) rememberCartCount(added.value.lines);
    setStep(added.ok ? { kind: 'added', replaced: added.value.replaced } : { kind: 'failed', code: added.rejection.code });
  };

  const expired = step.kind === 'expired' || !offer.valid;
  return (
    <div data-testid="confirm-page" sx={{ display: 'grid', gap: 5, maxWidth: 720 }}>
      <OfferCard offer={offer} headingLevel={2} />
      <div ref={message} tabIndex={-1} aria-live="polite" sx={{ '&:focus': { outline: 'none' } }}>
        {step.kind === 'added' ? (
          <div role="status" data-testid="added-to-cart">
            <p sx={{ fontWeight: 'bold', fontSize: 3 }}>{t('quote:addedToCart')}</p>
            {step.replaced ? <p data-testid="replaced-in-cart">{t('cart:replaced')}</p> : null}
            <RouteLink to="cart"><span sx={primaryButton}>{t('quote:goToCart')}</span></RouteLink>
          </div>
        ) : null}
        {expired ? (
          <div data-testid="offer-expired">
            <p sx={{ fontWeight: 'bold' }}>{t('quote:offerExpired')}</p>
            <NewQuoteButton offer={offer} />
          </div>
        ) : null}
        {step.kind === 'priceChanged' ? (
          <div data-testid="price-changed" sx={{ border: '4px solid', borderColor: 'secondary', p: 4 }}>
            <p sx={{ fontWeight: 'bold', mt: 0 }}>{t('quote:priceChangedTitle')}</p>
            <p>
              {t('quote:oldPrice')} <del data-testid="old-price"><Money cents={step.seen} /></del>
              {' → '}
              {t('quote:newPrice')} <strong data-testid="new-price"><Money cents={step.current} /></strong>
            </p>
            <Checkbox id="agree-new-price" name="agreeNewPrice" label={t('quote:agreeNewPrice')} initial={false} onChange={setAgreed} />
          </div>
        ) : null}
        {step.kind === 'failed' ? <CartProblem code={step.code} /> : null}
      </div>
      {step.kind !== 'added' && !expired ? (
        <div>
          <button
            type="button"
            sx={primaryAction}
            onClick={confirm}
            disabled={step.kind === 'sending' || (step.kind === 'priceChanged' && !agreed)}
            data-testid="confirm-offer"
          >
            <span>
              {t('quote:confirm')}
              {seen !== null ? <>{' – '}<Money cents={seen} /></> : null}
            </span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
