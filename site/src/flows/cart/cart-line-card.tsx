import type { ReactNode } from 'react';
import type { CartLine } from '../../api-client/cart/cart-types';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import { InsurerName } from '../../kit/insurer-name';
import { Money } from '../../kit/money';
import { ProductIcon } from '../../kit/product-icon';
import { panelStyle } from '../../kit/styles';
import { NewQuoteButton } from '../offers/new-quote-link';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { productNameKeys } from './cart-texts';

/** One cart line's heading facts (product, insurer, object, start, premium); the page adds its controls. */
export function CartLineCard({ line, children }: { line: CartLine; children?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const headingId = `cart-line-${line.offer.id}`;
  const start = line.schedule[0]?.dueDate;
  return (
    <article aria-labelledby={headingId} data-testid="cart-line" data-offer={line.offer.id} sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <div sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <ProductIcon product={line.offer.product} />
        <div sx={{ flex: 1 }}>
          <h2 id={headingId} sx={{ m: 0, fontSize: 3 }}>
            {t(productNameKeys[line.offer.product])} · <InsurerName name={line.offer.insurerName} logo={line.offer.insurerLogo} size={24} />
          </h2>
          {line.insuredObject ? <p sx={{ m: 0 }} data-testid="insured-object">{line.insuredObject}</p> : null}
          {start ? <p sx={{ m: 0, fontSize: 1 }}>{t('cart:startsOn', { date: writtenDate(start, language) })}</p> : null}
        </div>
        <p sx={{ m: 0, fontWeight: 'bold', fontSize: 3 }}><Money cents={line.premium} /></p>
      </div>
      {line.expired ? (
        <div sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <p role="alert" data-testid="line-expired" sx={{ m: 0, fontWeight: 'bold', color: 'error' }}>{t('cart:lineExpired')}</p>
          <NewQuoteButton offer={line.offer} />
        </div>
      ) : null}
      {line.alreadyInsured ? <p role="alert" data-testid="line-already-insured" sx={{ m: 0, fontWeight: 'bold', color: 'error' }}>{t('cart:alreadyInsured')}</p> : null}
      {children}
    </article>
  );
}
