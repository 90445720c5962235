import type { Refund, RefundDue, RefundReason } from '../../api-client/policies/policies-types';
import { useTranslation } from '../../i18n/translation';
import { useFormatMoney } from '../../kit/money';

const reasonTexts: Record<RefundReason, string> = { paidTwice: 'cart:refundPaidTwice', objectAlreadyInsured: 'cart:refundObjectInsured', offerExpired: 'cart:refundOfferExpired' };

/** Money taken for a policy the customer could not get: what goes back and why (return page and account). */
export function RefundNotice({ refund, orderId }: { refund: Omit<RefundDue, 'orderId'>; orderId?: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const key = reasonTexts[refund.reason];
  return (
    <p role="alert" data-testid="refund-due" data-reason={refund.reason} sx={{ m: 0, fontWeight: 'bold' }}>
      {t(key, { amount: formatMoney(refund.amount) })}
      {orderId ? <> ({t('cart:orderReference')}: {orderId})</> : null}
    </p>
  );
}

/** Money the payment provider returned for an order ("Refunded 12,50 €"), with the order's reference. */
export function RefundMade({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <p data-testid="refund-made" data-full={refund.full} sx={{ m: 0 }}>
      {t('policies:refunded', { amount: formatMoney(refund.amount) })} ({t('cart:orderReference')}: {refund.orderId})
    </p>
  );
}
