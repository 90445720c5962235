import type { ReactNode } from 'react';
import type { Cart } from '../../api-client/cart/cart-types';
import type { Customer } from '../../api-client/login/login-types';
import { usePageInfo } from '../../i18n/page-info';
import { RouteLink } from '../../i18n/route-link';
import { useTranslation } from '../../i18n/translation';
import { InsurerName } from '../../kit/insurer-name';
import { Money } from '../../kit/money';
import { panelStyle, visuallyHidden } from '../../kit/styles';
import { extraTexts, textKeyOf } from '../offers/offer-texts';
import { NewQuoteButton } from '../offers/new-quote-link';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { productNameKeys } from '../cart/cart-texts';

const linkStyle = { minHeight: 24, display: 'inline-flex', alignItems: 'center' } as const;

function Answer({ label, children, change }: { label: string; children: ReactNode; change?: ReactNode }) {
  return (
    <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '12rem 1fr auto'], gap: [1, 3], py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
      <dt sx={{ fontWeight: 'bold' }}>{label}</dt>
      <dd sx={{ m: 0 }}>{children}</dd>
      <dd sx={{ m: 0 }}>{change}</dd>
    </div>
  );
}

/**
 * "Check your answers" before paying: every fact the policies will carry, each with the place to change
 * it (the policyholder by logging in again, the object and cover by a new quote prefilled from the old
 * answers, the schedule in the cart, the extras on their page).
 */
export function CheckAnswers({ cart, customer }: { cart: Cart; customer: Customer }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const change = (to: 'login' | 'cart' | 'cartExtras', what: string) => (
    <RouteLink to={to} query={to === 'login' ? { return: 'payment' } : undefined} sx={linkStyle}>
      {t('common:edit')}<span sx={visuallyHidden}> {what}</span>
    </RouteLink>
  );
  return (
    <section aria-labelledby="check-answers-title" data-testid="check-answers" sx={{ display: 'grid', gap: 4 }}>
      <h2 id="check-answers-title" sx={{ m: 0 }}>{t('cart:checkAnswers')}</h2>
      <dl sx={{ m: 0 }}>
        <Answer label={t('cart:policyholder')} change={change('login', t('cart:policyholder'))}>
          <span data-testid="answer-policyholder">{customer.givenName} {customer.surname}, {customer.personalCode}</span>
        </Answer>
      </dl>
      {cart.lines.map((line) => {
        const selectedExtras = line.extras.filter((extra) => extra.selected);
        return (
          <div key={line.offer.id} sx={{ ...panelStyle }} data-testid="answer-line">
            <h3 sx={{ mt: 0 }}>{t(productNameKeys[line.offer.product])} · <InsurerName name={line.offer.insurerName} logo={line.offer.insurerLogo} size={24} /></h3>
            <dl sx={{ m: 0 }}>
              <Answer label={t('policies:insuredObject')} change={<NewQuoteButton offer={line.offer} label={t('common:edit')} variant="secondary" />}>
                {line.insuredObject}
              </Answer>
              <Answer label={t('policies:period')}>
                {line.schedule[0] ? t('cart:startsOn', { date: writtenDate(line.schedule[0].dueDate, language) }) : null}
                {line.offer.periodMonths ? <>, {t('quote:months', { count: line.offer.periodMonths })}</> : null}
              </Answer>
              <Answer label={t('policies:premium')}><Money cents={line.premium} /></Answer>
              <Answer label={t('cart:paymentSchedule')} change={change('cart', t('cart:paymentSchedule'))}>
                {t('cart:instalmentCount', { count: line.instalments })}
              </Answer>
              <Answer label={t('cart:extras')} change={change('cartExtras', t('cart:extras'))}>
                {selectedExtras.length
                  ? selectedExtras.map((extra) => (
                    <span key={extra.key} sx={{ display: 'block' }}>
                      {t(textKeyOf(extraTexts, extra.key) ?? 'cart:extras')}{extra.days ? ` (${extra.days} ${t('cart:days')})` : ''}: <Money cents={extra.amount} />
                    </span>
                  ))
                  : t('cart:noExtrasChosen')}
              </Answer>
            </dl>
          </div>
        );
      })}
      <p data-testid="check-answers-broker-info" sx={{ m: 0 }}>
        {t('privacy:brokerInfoLead')} <RouteLink to="brokerInfo">{t('privacy:brokerInfoLink')}</RouteLink>
      </p>
    </section>
  );
}
