import type { ReactNode } from 'react';
import { policyTimeline, type PolicyStanding } from '@kindlustus/domain/policy-status';
import { todayInTallinn } from '@kindlustus/domain/tallinn-date';
import { renewalParam } from '@kindlustus/routes';
import type { Policy } from '../../api-client/policies/policies-types';
import { RouteLink } from '../../i18n/route-link';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { InsurerName } from '../../kit/insurer-name';
import { Money } from '../../kit/money';
import { ProductIcon } from '../../kit/product-icon';
import { panelStyle, secondaryButton, visuallyHidden } from '../../kit/styles';
import { formRouteOf } from '../quote/product-routes';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { productNameKeys } from '../cart/cart-texts';
import type { SaleRecord } from '../../api-client/documents/document-types';
import { ConcludingNote } from './concluding-note';
import { SaleRecordView } from './sale-record-view';

const standingTexts: Record<PolicyStanding, `policies:${string}`> = { active: 'policies:stateActive', upcoming: 'policies:stateUpcoming', expired: 'policies:stateExpired' };
const standingLooks: Record<PolicyStanding, { bg: string; color: string }> = {
  active: { bg: '#e3f4e8', color: '#0f5a2a' },
  upcoming: { bg: '#e3eef6', color: '#004a74' },
  expired: { bg: '#eceff2', color: '#3d4652' },
};

/**
 * One policy: its state (on today's Tallinn date), the days until renewal and the way to renew, then its
 * number, insurer, object, period, premium, instalments and the PDF; then what the page adds (the withdrawal).
 */
export function PolicyCard({ policy, headingLevel = 3, saleRecord, children }: { policy: Policy; headingLevel?: 2 | 3; saleRecord?: SaleRecord; children?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `policy-${policy.id}`;
  const timeline = policyTimeline(policy.startDate, policy.endDate, todayInTallinn());
  const facts: Array<[string, string | JSX.Element, string]> = [
    ...(policy.policyNumber ? [[t('policies:policyNumber'), policy.policyNumber, 'number'] as [string, string, string]] : []),
    [t('policies:insurer'), policy.insurerName, 'insurer'],
    [t('policies:insuredObject'), policy.insuredObject, 'object'],
    [t('policies:period'), `${writtenDate(policy.startDate, language)} – ${writtenDate(policy.endDate, language)}`, 'period'],
    [t('policies:premium'), <Money key="premium" cents={policy.premium} />, 'premium'],
  ];
  return (
    <article aria-labelledby={headingId} data-testid="policy" data-policy-number={policy.policyNumber ?? undefined} data-state={policy.concludeBy ? 'concluding' : 'issued'} sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <ProductIcon product={policy.product} />
        <Heading id={headingId} sx={{ m: 0, fontSize: 3, flex: '1 1 12rem' }}>{t(productNameKeys[policy.product])}</Heading>
        <span data-testid="policy-insurer-mark" sx={{ fontWeight: 'bold', color: 'primary' }}>
          <InsurerName name={policy.insurerName} logo={policy.insurerLogo} size={32} />
        </span>
      </div>
      {policy.concludeBy ? <ConcludingNote policy={policy} concludeBy={policy.concludeBy} /> : (
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <span data-testid="policy-standing" data-standing={timeline.standing} sx={{ ...standingLooks[timeline.standing], px: 2, py: 1, borderRadius: 4, fontWeight: 'bold', fontSize: 1 }}>
            {t(standingTexts[timeline.standing])}
          </span>
          {timeline.standing !== 'expired' && timeline.daysUntilRenewal !== null ? (
            <span data-testid="policy-renewal-days">{t('policies:renewsIn', { count: timeline.daysUntilRenewal, date: writtenDate(timeline.renewalDate, language) })}</span>
          ) : null}
          {policy.renewal ? (
            <RouteLink to={formRouteOf[policy.renewal.form]} query={{ [renewalParam]: policy.renewal.token }}>
              <span sx={secondaryButton} data-testid="policy-renew">{t('policies:renew')}<span sx={visuallyHidden}> {policy.policyNumber}</span></span>
            </RouteLink>
          ) : null}
        </div>
      )}
      <dl sx={{ display: 'grid', gridTemplateColumns: ['1fr', '12rem 1fr'], gap: [1, 2], m: 0 }}>
        {facts.map(([label, value, key]) => (
          <div key={key} sx={{ display: 'contents' }}>
            <dt sx={{ fontWeight: 'bold' }}>{label}</dt>
            <dd sx={{ m: 0, mb: [2, 0] }} data-testid={`policy-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {policy.schedule.length > 1 ? (
        <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1 }} data-testid="policy-schedule">
          <caption sx={{ textAlign: 'left', fontWeight: 'bold', pb: 1 }}>{t('cart:paymentSchedule')}</caption>
          <thead>
            <tr>
              <th scope="col" sx={{ textAlign: 'left' }}>{t('cart:dueDate')}</th>
              <th scope="col" sx={{ textAlign: 'right' }}>{t('policies:premium')}</th>
              <th scope="col" sx={{ textAlign: 'right' }}>{t('policies:paymentState')}</th>
            </tr>
          </thead>
          <tbody>
            {policy.schedule.map((entry) => (
              <tr key={entry.number}>
                <td>{writtenDate(entry.dueDate, language)}</td>
                <td sx={{ textAlign: 'right' }}><Money cents={entry.amount} /></td>
                <td sx={{ textAlign: 'right' }}>{entry.paid ? t('policies:paid') : t('policies:due')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {saleRecord ? <SaleRecordView record={saleRecord} /> : null}
      {policy.documentUrl ? (
        <p sx={{ m: 0 }}>
          <a href={policy.documentUrl} download={`${policy.policyNumber}.pdf`} data-testid="policy-document" sx={{ minHeight: 24, display: 'inline-flex', alignItems: 'center', fontWeight: 'bold' }}>
            {t('policies:download')}<span sx={visuallyHidden}> {policy.policyNumber}</span>
          </a>
        </p>
      ) : null}
      {children}
    </article>
  );
}
