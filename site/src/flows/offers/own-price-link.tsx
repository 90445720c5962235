import { localizePath } from '@kindlustus/routes';
import type { Offer } from '../../api-client/quotes/quote-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { primaryButton } from '../../kit/styles';
import { formRouteOf } from '../quote/product-routes';

/**
 * For a visitor who opened someone else's offer by its link: the offer was priced on that person's
 * details, so the way on is a quote of their own on the product's form (the form stays empty).
 */
export function OwnPriceLink({ offer }: { offer: Pick<Offer, 'product'> }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  return (
    <div data-testid="shared-offer" sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
      <p sx={{ m: 0 }}>{t('quote:sharedOfferNote')}</p>
      {/* A document load, not an in-site navigation: see site/src/app/flow-boundary.ts. */}
      <a href={localizePath(formRouteOf[offer.product], language)} sx={primaryButton} data-testid="own-price">
        {t('quote:getOwnPrice')}
      </a>
    </div>
  );
}
