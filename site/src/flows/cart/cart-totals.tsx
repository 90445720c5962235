import type { Cart } from '../../api-client/cart/cart-types';
import { useTranslation } from '../../i18n/translation';
import { Money } from '../../kit/money';
import { panelStyle } from '../../kit/styles';

/** The totals as the server computed them: premiums, extras, the VAT in them, the total and what is due now. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const rows: Array<[string, number, string]> = [
    [t('cart:premiums'), cart.premiumTotal, 'premiums'],
    [t('cart:extras'), cart.extrasTotal, 'extras'],
    [t('cart:total'), cart.total, 'total'],
  ];
  return (
    <section aria-label={t('cart:total')} sx={{ ...panelStyle, bg: 'muted' }} data-testid="cart-totals">
      <dl sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 2, m: 0 }}>
        {rows.map(([label, cents, key]) => (
          <div key={key} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd sx={{ m: 0, textAlign: 'right' }} data-testid={`total-${key}`}><Money cents={cents} /></dd>
          </div>
        ))}
        <dt sx={{ fontWeight: 'bold', fontSize: 3 }}>{t('cart:dueNow')}</dt>
        <dd sx={{ m: 0, textAlign: 'right', fontWeight: 'bold', fontSize: 3 }} data-testid="total-due-now"><Money cents={cart.dueNow} /></dd>
      </dl>
      <p sx={{ fontSize: 1, mb: 0 }}>
        {cart.vatTotal ? <>{t('cart:vatIncluded')} <Money cents={cart.vatTotal} />. </> : null}
        {t('cart:vatExempt')}
      </p>
    </section>
  );
}
