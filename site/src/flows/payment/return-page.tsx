import { useEffect, useRef, useState } from 'react';
import { rejection } from '../../api-client/api-attempt';
import { loadAccountApi } from '../../api-client/load-account-api';
import type { PaymentOrder, PaymentStatus } from '../../api-client/account-types';
import type { ApiResult } from '../../api-client/quote-types';
import { RouteLink } from '../../i18n/route-link';
import { useTranslation } from '../../i18n/translation';
import { primaryButton } from '../../kit/styles';
import { rememberSummary } from '../account/session-summary';
import type { ClientRouteProps } from '../client-routes';
import { PolicyCard } from '../policies/policy-card';
import { RefundNotice } from '../policies/refund-notice';
import { forgetPaymentKey } from './payment-key';
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
      const api = await loadAccountApi();
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
      else void loadAccountApi().then(({ fetchSession }) => fetchSession()).then((session) => session.ok && rememberSummary(session.value));
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
      <div ref={heading} tabIndex={-1} role="status" aria-live="polite" sx={{ '&:focus': { outline: 'none' } }}>
        <ReturnMessage state={state} />
      </div>
      {state.kind === 'view' ? <ReturnDetails orderId={state.orderId} view={state.view} /> : null}
    </div>
  );
}

function ReturnMessage({ state }: { state: PageState }) {
  const { t } = useTranslation();
  if (state.kind === 'checking') return <p>{t('cart:returnChecking')}</p>;
  if (state.kind === 'failed') return <p sx={{ fontWeight: 'bold', color: 'error' }} data-code={state.code}>{t(state.code === 'networkError' ? 'forms:networkError' : 'cart:returnFailed')}</p>;
  const messages: Record<ReturnView['kind'], string> = {
    paid: t('cart:returnPaid'),
    issuing: t('cart:returnIssuing'),
    pending: t('cart:returnPending'),
    cancelled: t('cart:returnCancelled'),
    refunded: t('cart:returnRefunded'),
    refundDue: t('cart:returnRefundDue'),
    notOwned: state.view.kind === 'notOwned' && state.view.paid ? t('cart:returnPaidLogin') : t('cart:returnNotOwned'),
  };
  return <p sx={{ fontWeight: 'bold', fontSize: 3 }} data-testid="return-message">{messages[state.view.kind]}</p>;
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
          <div><RouteLink to="policies"><span sx={primaryButton}>{t('cart:viewPolicies')}</span></RouteLink></div>
        </>
      ) : null}
      {view.kind === 'pending' ? <p sx={{ m: 0 }}>{t('cart:pendingEmail')}</p> : null}
      {view.kind === 'cancelled' ? <div><RouteLink to="payment"><span sx={primaryButton} data-testid="pay-again">{t('cart:payAgain')}</span></RouteLink></div> : null}
      {view.kind === 'notOwned' ? <div><RouteLink to="login" query={{ return: 'policies' }}><span sx={primaryButton}>{t('login:title')}</span></RouteLink></div> : null}
    </>
  );
}
