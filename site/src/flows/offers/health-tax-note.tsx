import { defaultTaxFreeLimitPerQuarter, employeeQuarterCost } from '@kindlustus/domain/health-tax';
import { useTranslation } from '../../i18n/translation';
import type { Offer } from '../../api-client/quotes/quote-types';
import { Money } from '../../kit/money';

/**
 * Employer health insurance: the premium per employee per quarter against the tax-free limit (100 EUR
 * per employee per quarter), what stays tax-free and what is taxed as a fringe benefit.
 */
export function HealthTaxNote({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const perQuarter = offer.compensationLimits.find((limit) => limit.key === 'perEmployeeQuarter')?.amount;
  if (offer.product !== 'employer-health' || perQuarter === undefined) return null;
  const cost = employeeQuarterCost(perQuarter);
  return (
    <div data-testid="health-tax" sx={{ bg: 'muted', p: 3, borderRadius: 4 }}>
      <p sx={{ mt: 0, fontSize: 1 }}>{t('quote:taxFreeLimitIntro')} <Money cents={defaultTaxFreeLimitPerQuarter} /></p>
      <dl sx={{ display: 'grid', gridTemplateColumns: '1fr max-content', columnGap: 4, rowGap: 1, m: 0 }}>
        <dt>{t('quote:employerCostPerEmployee')}</dt>
        <dd sx={{ m: 0, fontWeight: 'bold' }}><Money cents={cost.premium} /> {t('quote:perQuarter')}</dd>
        <dt>{t('quote:taxFreePart')}</dt>
        <dd sx={{ m: 0 }}><Money cents={cost.taxFree} /></dd>
        <dt>{t('quote:taxablePart')}</dt>
        <dd sx={{ m: 0 }}><Money cents={cost.taxable} /></dd>
      </dl>
    </div>
  );
}
