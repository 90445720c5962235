import { useEffect, useState } from 'react';
import { loadPoliciesApi } from '../../api-client/policies/load-policies-api';
import { loadPrivacyApi } from '../../api-client/privacy/load-privacy-api';
import type { PolicyWithdrawal } from '../../api-client/privacy/privacy-types';
import type { PolicyGroups } from '../../api-client/policies/policies-types';
import type { ApiResult } from '../../api-client/quotes/quote-types';
import { useTranslation } from '../../i18n/translation';
import { EmptyState } from '../../kit/empty-state';
import { LoginRequired } from '../account/login-required';
import { DataRightsPanel } from './data-rights';
import { PolicyCard } from './policy-card';
import { RefundMade, RefundNotice } from './refund-notice';
import { useSaleRecords } from './sale-record-view';
import { WithdrawalNotice } from './withdrawal-notice';

const groups = ['active', 'upcoming', 'expired'] as const;

/**
 * The customer's policies: active, upcoming and expired, each with its document and, while it lasts, the way to
 * withdraw; first, any payment to be refunded and any money returned; last, their personal data (download, erasure).
 */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const [policies, setPolicies] = useState<ApiResult<PolicyGroups> | null>(null);
  const [withdrawals, setWithdrawals] = useState<Record<string, PolicyWithdrawal>>({});
  const saleRecords = useSaleRecords();
  useEffect(() => {
    void loadPoliciesApi().then(({ fetchPolicies }) => fetchPolicies()).then(setPolicies);
    void loadPrivacyApi().then(({ fetchWithdrawals }) => fetchWithdrawals()).then((answer) => answer.ok && setWithdrawals(answer.value));
  }, []);
  if (!policies || !saleRecords) return <p role="status">{t('common:loading')}</p>;
  if (!policies.ok) {
    return policies.rejection.code === 'loginRequired'
      ? <LoginRequired target="policies" />
      : <p role="alert" sx={{ color: 'error', fontWeight: 'bold' }}>{t('forms:networkError')}</p>;
  }
  const found = policies.value;
  if (!groups.some((group) => found[group].length) && !found.refundsDue.length && !found.refunds.length) {
    return (
      <div sx={{ display: 'grid', gap: 6 }}>
        <EmptyState testId="policies-none" message={t('policies:none')} next={t('policies:noneNext')} actionLabel={t('policies:noneAction')} to="home" />
        <DataRightsPanel />
      </div>
    );
  }
  return (
    <div data-testid="policies-page" sx={{ display: 'grid', gap: 6, maxWidth: 800 }}>
      {found.refundsDue.length ? (
        <section aria-labelledby="policies-refunds" data-testid="policies-refunds" sx={{ display: 'grid', gap: 3 }}>
          <h2 id="policies-refunds" sx={{ m: 0 }}>{t('policies:refundsDue')}</h2>
          {found.refundsDue.map((refund) => <RefundNotice key={refund.orderId} refund={refund} orderId={refund.orderId} />)}
        </section>
      ) : null}
      {found.refunds.length ? (
        <section aria-labelledby="policies-refunded" data-testid="policies-refunded" sx={{ display: 'grid', gap: 3 }}>
          <h2 id="policies-refunded" sx={{ m: 0 }}>{t('policies:refunds')}</h2>
          {found.refunds.map((refund) => <RefundMade key={refund.orderId} refund={refund} />)}
        </section>
      ) : null}
      {groups.filter((group) => found[group].length).map((group) => (
        <section key={group} aria-labelledby={`policies-${group}`} data-testid={`policies-${group}`} sx={{ display: 'grid', gap: 4 }}>
          <h2 id={`policies-${group}`} sx={{ m: 0 }}>{t(`policies:${group}`)} ({found[group].length})</h2>
          {found[group].map((policy) => (
            <PolicyCard key={policy.id} policy={policy} saleRecord={saleRecords.get(policy.id)}>
              {withdrawals[policy.id] ? <WithdrawalNotice policyId={policy.id} policyNumber={policy.policyNumber ?? ''} initial={withdrawals[policy.id]!} /> : null}
            </PolicyCard>
          ))}
        </section>
      ))}
      <DataRightsPanel />
    </div>
  );
}
