import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { Money } from '../../kit/money';
import { EmptyState } from '../../kit/empty-state';
import { PurchaseSteps } from '../../kit/purchase-steps';
import { inputStyle, primaryAction, secondaryButton } from '../../kit/styles';
import { extraTexts, textKeyOf } from '../offers/offer-texts';
import { CartLineCard } from './cart-line-card';
import { CartProblem } from './cart-problem';
import { CartTotals } from './cart-totals';
import { useCart } from './use-cart';

/** The extras each insurer sells with its offer: switched on or off, by the day where priced so; then on to paying. */
export default function ExtrasPage() {
  const { t } = useTranslation();
  const { cart, problem, busy, change, shown } = useCart();
  if (!cart) return problem ? <CartProblem code={problem.code} /> : <p role="status">{t('common:loading')}</p>;
  if (!cart.lines.length) return <EmptyState testId="cart-empty" message={t('cart:empty')} next={t('cart:emptyNext')} actionLabel={t('cart:emptyAction')} to="home" />;
  return (
    <div data-testid="extras-page" sx={{ display: 'grid', gap: 5, maxWidth: 800 }} aria-busy={busy}>
      <PurchaseSteps current="extras" />
      <div aria-live="polite">{problem ? <CartProblem code={problem.code} /> : null}</div>
      {cart.lines.map((line) => (
        <CartLineCard key={line.offer.id} line={line}>
          {line.extras.length ? (
            <fieldset sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
              <legend sx={{ fontWeight: 'bold', mb: 1 }}>{t('cart:extrasIntro')}</legend>
              {line.extras.map((extra) => {
                const id = `extra-${line.offer.id}-${extra.key}`;
                const label = t(textKeyOf(extraTexts, extra.key) ?? 'cart:extras');
                return (
                  <div key={extra.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }} data-testid="extra" data-extra={extra.key}>
                    <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minHeight: 44, cursor: 'pointer', flex: '1 1 16rem' }}>
                      <input
                        type="checkbox"
                        id={id}
                        checked={shown(id, extra.selected)}
                        disabled={busy}
                        onChange={(event) => {
                          const selected = event.target.checked;
                          void change((api) => api.setCartExtra(line.offer.id, extra.key, selected, extra.days), { control: id, value: selected });
                        }}
                        sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: 'primary' }}
                      />
                      <span>
                        {label}{' – '}
                        <Money cents={extra.unitPrice} />{extra.per === 'day' ? ` ${t('cart:perDay')}` : ''}
                        {extra.vat ? <span sx={{ fontSize: 1 }}> ({t('cart:withVat')})</span> : null}
                      </span>
                    </label>
                    {extra.per === 'day' && extra.selected && extra.maxDays ? (
                      <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
                        {t('cart:days')}
                        <select
                          value={extra.days ?? extra.maxDays}
                          disabled={busy}
                          onChange={(event) => void change((api) => api.setCartExtra(line.offer.id, extra.key, true, Number(event.target.value)))}
                          sx={{ ...inputStyle, width: 'auto' }}
                        >
                          {Array.from({ length: extra.maxDays }, (_, index) => index + 1).map((days) => <option key={days} value={days}>{days}</option>)}
                        </select>
                      </label>
                    ) : null}
                    <span sx={{ fontWeight: 'bold' }} data-testid="extra-amount"><Money cents={extra.amount} /></span>
                  </div>
                );
              })}
            </fieldset>
          ) : (
            <p sx={{ m: 0 }}>{t('cart:noExtras')}</p>
          )}
        </CartLineCard>
      ))}
      <CartTotals cart={cart} />
      <div sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <RouteLink to="cart"><span sx={secondaryButton}>{t('cart:backToCart')}</span></RouteLink>
        {cart.payable ? <RouteLink to="payment"><span sx={primaryAction} data-testid="to-payment">{t('cart:goToPayment')}</span></RouteLink> : null}
      </div>
    </div>
  );
}
