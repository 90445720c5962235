import { formatDecimal } from '@kindlustus/domain/written-numbers';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import type { Offer } from '../../api-client/quotes/quote-types';
import { Money } from '../../kit/money';
import { factorTexts, textKeyOf } from './offer-texts';

/**
 * "Why this price": the tariff's steps that made this premium, in the order the insurer applied them:
 * the yearly base, loadings and discounts in per cent (with their money where the tariff adds rates up
 * before applying them), added amounts, the period and the schedule.
 */
export function PriceBreakdown({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  if (!offer.priceFactors.length || offer.premium === null) return null;
  return (
    <details data-testid="price-breakdown">
      <summary sx={{ cursor: 'pointer', color: 'primary', fontWeight: 'bold', minHeight: 24 }}>{t('quote:whyThisPrice')}</summary>
      <table sx={{ borderCollapse: 'collapse', mt: 2, width: '100%', maxWidth: 480 }}>
        <tbody>
          {offer.priceFactors.map((factor, index) => {
            const key = textKeyOf(factorTexts, factor.key);
            const percent = factor.basisPoints === null ? null : `${factor.basisPoints > 0 ? '+' : factor.basisPoints < 0 ? '−' : ''}${formatDecimal(Math.abs(factor.basisPoints / 100), language)} %`;
            const money = factor.amount === null ? null : (
              <>
                {index === 0 ? '' : factor.amount < 0 ? '− ' : '+ '}
                <Money cents={Math.abs(factor.amount)} />
              </>
            );
            const effect = percent && money ? <>{percent} ({money})</> : percent ?? money;
            return (
              <tr key={`${factor.key}-${index}`}>
                <th scope="row" sx={{ textAlign: 'left', fontWeight: 'body', py: 1, pr: 3 }}>{key ? t(key) : factor.key}</th>
                <td sx={{ textAlign: 'right', py: 1, whiteSpace: 'nowrap' }}>{effect}</td>
              </tr>
            );
          })}
          <tr sx={{ borderTop: '2px solid', borderColor: 'text' }}>
            <th scope="row" sx={{ textAlign: 'left', py: 1 }}>{t('quote:totalPremium')}</th>
            <td sx={{ textAlign: 'right', py: 1, fontWeight: 'bold' }}><Money cents={offer.premium} /></td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
