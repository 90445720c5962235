import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { EmptyState } from '../../kit/empty-state';
import { Money } from '../../kit/money';
import { PurchaseSteps } from '../../kit/purchase-steps';
import { primaryAction, secondaryButton } from '../../kit/styles';
import { usePageInfo } from '../../i18n/page-info';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { CartLineCard } from './cart-line-card';
import { CartProblem } from './cart-problem';
import { CartTotals } from './cart-totals';
import { useCart } from './use-cart';

/** The cart: confirmed offers, each with its schedule to choose; on to the extras when it can be paid. */
export default function CartPage() {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const { cart, problem, busy, change, shown } = useCart();
  if (!cart) return problem ? <CartProblem code={problem.code} /> : <p role="status">{t('common:loading')}</p>;
  if (!cart.lines.length) {
    return <EmptyState testId="cart-empty" message={t('cart:empty')} next={t('cart:emptyNext')} actionLabel={t('cart:emptyAction')} to="home" />;
  }
  return (
    <div data-testid="cart-page" sx={{ display: 'grid', gap: 5, maxWidth: 800 }} aria-busy={busy}>
      <PurchaseSteps current="cart" />
      <div aria-live="polite">{problem ? <CartProblem code={problem.code} /> : null}</div>
      {cart.lines.map((line) => (
        <CartLineCard key={line.offer.id} line={line}>
          {line.instalmentsAllowed.length > 1 ? (
            <fieldset sx={{ border: 0, p: 0, m: 0 }}>
              <legend sx={{ fontWeight: 'bold', mb: 1 }}>{t('cart:paymentSchedule')}</legend>
              <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                {line.instalmentsAllowed.map((count) => (
                  <label key={count} sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minHeight: 44, cursor: 'pointer' }}>
                    <input
                      type="radio"
                      name={`instalments-${line.offer.id}`}
                      value={count}
                      checked={shown(`instalments-${line.offer.id}`, line.instalments) === count}
                      disabled={busy}
                      onChange={() => void change((api) => api.setCartSchedule(line.offer.id, count), { control: `instalments-${line.offer.id}`, value: count })}
                      sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: 'primary' }}
                    />
                    {t('cart:instalmentCount', { count })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1 }} data-testid="schedule">
            <caption sx={{ textAlign: 'left', fontWeight: 'bold', pb: 1 }}>{t('cart:scheduleCaption')}</caption>
            <thead>
              <tr><th scope="col" sx={{ textAlign: 'left' }}>{t('cart:dueDate')}</th><th scope="col" sx={{ textAlign: 'right' }}>{t('policies:premium')}</th></tr>
            </thead>
            <tbody>
              {line.schedule.map((entry) => (
                <tr key={entry.number}>
                  <td>{entry.number === 1 ? t('cart:firstPayment') : writtenDate(entry.dueDate, language)}</td>
                  <td sx={{ textAlign: 'right' }}><Money cents={entry.amount} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <button type="button" sx={secondaryButton} disabled={busy} onClick={() => void change((api) => api.removeFromCart(line.offer.id))} data-testid="remove-line">
              {t('cart:remove')}
            </button>
          </div>
        </CartLineCard>
      ))}
      <CartTotals cart={cart} />
      {cart.payable ? (
        <div><RouteLink to="cartExtras"><span sx={primaryAction} data-testid="to-extras">{t('cart:toExtras')}</span></RouteLink></div>
      ) : (
        <p role="alert" sx={{ fontWeight: 'bold' }}>{t('cart:notPayable')}</p>
      )}
    </div>
  );
}
