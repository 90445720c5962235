import { useEffect, useRef, useState } from 'react';
import { rejection } from '../../api-client/api-attempt';
import { loadLoginApi } from '../../api-client/login/load-login-api';
import { loadPaymentApi } from '../../api-client/payment/load-payment-api';
import type { PaymentOrder, PaymentStatus } from '../../api-client/payment/payment-types';
import type { ApiResult } from '../../api-client/quotes/quote-types';
import { RouteLink } from '../../i18n/route-link';
import { useTranslation } from '../../i18n/translation';
import { PurchaseSteps, type PurchaseStep } from '../../kit/purchase-steps';
import { primaryAction } from '../../kit/styles';
import { rememberSummary } from '../account/session-summary';
import type { ClientRouteProps } from '../client-route-props';
import { PolicyCard } from '../policies/policy-card';
import { RefundNotice } from '../policies/refund-notice';
import { forgetPaymentKey } from './payment-key';
import { InvoiceDetails } from './invoice-details';
import { isSettling, pollDelay, pollGiveUpMs, returnViewOf, type ReturnView } from './return-state';

type Reading = { order: PaymentOrder; owned: boolean; redirectStatus: PaymentStatus | null };
type PageState = { kind: 'checking' } | { kind: 'failed'; code: string } | { kind: 'view'; orderId: string; view: ReturnView };

/**
 * The page the bank sends the customer back to. It reads the signed order token once, puts the order's
 * reference in the address instead (a reload or a bookmark shows the same truth, and the token leaves
 * the address bar), and keeps asking the server while the payment or the policies are still settling.
 */
export default function ReturnPage({ search }: ClientRouteProps) {
  const [state, setState] = useState<PageState>({ kind: 'checking' });
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const token = query.get('order-token');
    const reference = query.get('order');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();

    const read = async (): Promise<ApiResult<Reading>> => {
      const api = await loadPaymentApi();
      if (token) {
        const result = await api.readPaymentReturn(token);
        return result.ok ? { ok: true, value: { order: result.value.order, owned: result.value.owned, redirectStatus: result.value.providerStatus } } : result;
      }
      if (!reference) return { ok: false, rejection: rejection(400, 'invalidToken') };
      const result = await api.fetchPaymentOrder(reference);
      return result.ok ? { ok: true, value: { order: result.value, owned: true, redirectStatus: null } } : result;
    };

    const check = async (attempt: number) => {
      const result = await read();
      if (stopped) return;
      if (!result.ok) {
        // A token that was refused leaves the address too; only a dropped connection reads it again.
        if (token && result.rejection.code !== 'networkError') window.history.replaceState(window.history.state, '', window.location.pathname);
        // A dropped connection while settling is asked again; a bad token or someone else's order is final.
        if (result.rejection.code === 'networkError' && attempt < 20) timer = setTimeout(() => void check(attempt + 1), pollDelay(attempt));
        else setState({ kind: 'failed', code: result.rejection.code });
        return;
      }
      const { order, owned, redirectStatus } = result.value;
      if (token && attempt === 0) window.history.replaceState(window.history.state, '', `${window.location.pathname}?order=${encodeURIComponent(order.id)}`);
      const view = returnViewOf(order, owned, redirectStatus);
      setState({ kind: 'view', orderId: order.id, view });
      if (view.kind === 'cancelled') forgetPaymentKey();
      if (isSettling(view) && Date.now() - startedAt < pollGiveUpMs) timer = setTimeout(() => void check(attempt + 1), pollDelay(attempt));
      else void loadLoginApi().then(({ fetchSession }) => fetchSession()).then((session) => session.ok && rememberSummary(session.value));
    };
    void check(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [search]);

  const kind = state.kind === 'view' ? state.view.kind : state.kind;
  useEffect(() => {
    if (kind !== 'checking') heading.current?.focus();
  }, [kind]);

  return (
    <div data-testid="payment-return" data-state={kind} sx={{ display: 'grid', gap: 5, maxWidth: 800 }}>
      {stepOf[kind] ? <PurchaseSteps current={stepOf[kind]!} /> : null}
      <div ref={heading} tabIndex={-1} role="status" aria-live="polite" sx={{ '&:focus': { outline: 'none' } }}>
        <ReturnMessage state={state} />
      </div>
      {state.kind === 'view' ? <ReturnDetails orderId={state.orderId} view={state.view} /> : null}
    </div>
  );
}

type ShownState = ReturnView['kind'] | 'checking' | 'failed';

/** Each state's heading and text: the heading never says "checking" once the payment's outcome is known. */
const returnTexts: Record<ShownState, { heading: `cart:${string}`; text: `cart:${string}` }> = {
  checking: { heading: 'cart:returnHeadingChecking', text: 'cart:returnChecking' },
  failed: { heading: 'cart:returnHeadingFailed', text: 'cart:returnFailed' },
  paid: { heading: 'cart:returnHeadingPaid', text: 'cart:returnPaid' },
  issuing: { heading: 'cart:returnHeadingPaid', text: 'cart:returnIssuing' },
  pending: { heading: 'cart:returnHeadingPending', text: 'cart:returnPending' },
  cancelled: { heading: 'cart:returnHeadingCancelled', text: 'cart:returnCancelled' },
  refunded: { heading: 'cart:returnHeadingRefunded', text: 'cart:returnRefunded' },
  refundDue: { heading: 'cart:returnHeadingRefundDue', text: 'cart:returnRefundDue' },
  notOwned: { heading: 'cart:returnHeadingNotOwned', text: 'cart:returnNotOwned' },
  invoice: { heading: 'cart:returnHeadingInvoice', text: 'cart:returnInvoice' },
  invoiceOverdue: { heading: 'cart:returnHeadingInvoiceOverdue', text: 'cart:returnInvoiceOverdue' },
};

/** Where the purchase stands: done once paid, still at the payment while it settles or was cancelled. */
const stepOf: Partial<Record<ShownState, PurchaseStep>> = { checking: 'payment', pending: 'payment', cancelled: 'payment', invoice: 'payment', invoiceOverdue: 'payment', paid: 'done', issuing: 'done', refundDue: 'done' };

function ReturnMessage({ state }: { state: PageState }) {
  const { t } = useTranslation();
  const shown: ShownState = state.kind === 'view' ? state.view.kind : state.kind;
  const texts = returnTexts[shown];
  let text = t(texts.text);
  if (state.kind === 'failed' && state.code === 'networkError') text = t('forms:networkError');
  if (state.kind === 'view' && state.view.kind === 'notOwned' && state.view.paid) text = t('cart:returnPaidLogin');
  // A policy our staff conclude with its insurer comes later than the seconds an insurer's API takes.
  if (state.kind === 'view' && state.view.kind === 'paid' && state.view.policies.some((policy) => policy.concludeBy)) text = t('cart:returnPaidConcluding');
  const bad = shown === 'failed';
  return (
    <div sx={{ display: 'grid', gap: 2 }}>
      <h2 sx={{ m: 0, fontSize: 4, color: bad ? 'error' : 'text' }} data-testid="return-heading">{t(texts.heading)}</h2>
      <p sx={{ m: 0, fontWeight: 'bold', fontSize: 2, color: bad ? 'error' : 'text' }} data-testid="return-message" data-code={state.kind === 'failed' ? state.code : undefined}>{text}</p>
    </div>
  );
}

function ReturnDetails({ orderId, view }: { orderId: string; view: ReturnView }) {
  const { t } = useTranslation();
  return (
    <>
      <p sx={{ m: 0 }}>{t('cart:orderReference')}: <strong data-testid="order-reference">{orderId}</strong></p>
      {view.kind === 'refundDue' ? <RefundNotice refund={view.refund} /> : null}
      {view.kind === 'paid' || view.kind === 'refundDue' ? (
        <>
          {view.policies.map((policy) => <PolicyCard key={policy.id} policy={policy} headingLevel={2} />)}
          <div><RouteLink to="policies"><span sx={primaryAction}>{t('cart:viewPolicies')}</span></RouteLink></div>
        </>
      ) : null}
      {view.kind === 'pending' ? <p sx={{ m: 0 }}>{t('cart:pendingEmail')}</p> : null}
      {view.kind === 'invoice' || view.kind === 'invoiceOverdue' ? <InvoiceDetails invoice={view.invoice} /> : null}
      {view.kind === 'cancelled' ? <div><RouteLink to="payment"><span sx={primaryAction} data-testid="pay-again">{t('cart:payAgain')}</span></RouteLink></div> : null}
      {view.kind === 'notOwned' ? <div><RouteLink to="login" query={{ return: 'policies' }}><span sx={primaryAction}>{t('login:title')}</span></RouteLink></div> : null}
    </>
  );
}
