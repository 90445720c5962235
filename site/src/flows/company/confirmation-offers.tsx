import { productKeys, type ProductKey } from '@kindlustus/domain/quote-forms';
import type { CompanyConfirmationOffer } from '../../api-client/company/company-api';
import { useTranslation } from '../../i18n/translation';
import { Money } from '../../kit/money';
import { productNameKeys } from '../cart/cart-texts';

const isProductKey = (value: string): value is ProductKey => (productKeys as readonly string[]).includes(value);

/** The offers a second representative is asked to confirm: product, insurer and premium, so they know what they consent to. */
export function ConfirmationOffers({ offers }: { offers: CompanyConfirmationOffer[] }) {
  const { t } = useTranslation();
  if (!offers.length) return null;
  return (
    <ul data-testid="company-confirm-offers" sx={{ display: 'grid', gap: 2, pl: 4 }}>
      {offers.map((offer, index) => (
        <li key={index} data-testid="company-confirm-offer">
          {isProductKey(offer.product) ? t(productNameKeys[offer.product]) : offer.product} · {offer.insurerName}
          {offer.premium !== null ? <> · <Money cents={offer.premium} /></> : null}
        </li>
      ))}
    </ul>
  );
}
