import type { Policy } from '../../api-client/account-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { InsurerName } from '../../kit/insurer-name';
import { Money } from '../../kit/money';
import { ProductIcon } from '../../kit/product-icon';
import { panelStyle, visuallyHidden } from '../../kit/styles';
import { calendarDate, productNameKeys } from '../cart/cart-texts';

/** One policy: its number, insurer, object, period, premium, instalments and the PDF. */
export function PolicyCard({ policy, headingLevel = 3 }: { policy: Policy; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `policy-${policy.id}`;
  const facts: Array<[string, string | JSX.Element, string]> = [
    [t('policies:policyNumber'), policy.policyNumber, 'number'],
    [t('policies:insurer'), <InsurerName key="insurer" name={policy.insurerName} logo={policy.insurerLogo} size={24} />, 'insurer'],
    [t('policies:insuredObject'), policy.insuredObject, 'object'],
    [t('policies:period'), `${calendarDate(policy.startDate, language)} – ${calendarDate(policy.endDate, language)}`, 'period'],
    [t('policies:premium'), <Money key="premium" cents={policy.premium} />, 'premium'],
  ];
  return (
    <article aria-labelledby={headingId} data-testid="policy" data-policy-number={policy.policyNumber} sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <div sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <ProductIcon product={policy.product} />
        <Heading id={headingId} sx={{ m: 0, fontSize: 3 }}>{t(productNameKeys[policy.product])}</Heading>
      </div>
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
                <td>{calendarDate(entry.dueDate, language)}</td>
                <td sx={{ textAlign: 'right' }}><Money cents={entry.amount} /></td>
                <td sx={{ textAlign: 'right' }}>{entry.paid ? t('policies:paid') : t('policies:due')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p sx={{ m: 0 }}>
        <a href={policy.documentUrl} download={`${policy.policyNumber}.pdf`} data-testid="policy-document" sx={{ minHeight: 24, display: 'inline-flex', alignItems: 'center', fontWeight: 'bold' }}>
          {t('policies:download')}<span sx={visuallyHidden}> {policy.policyNumber}</span>
        </a>
      </p>
    </article>
  );
}
