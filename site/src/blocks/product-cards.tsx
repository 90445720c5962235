import { quoteFormRoutes } from '@kindlustus/routes';
import { productKeys, type ProductKey } from '@kindlustus/domain/quote-forms';
import { RouteLink } from '../i18n/route-link';
import { useTranslation } from '../i18n/translation';
import { ProductIcon } from '../kit/product-icon';
import { secondaryButton } from '../kit/styles';
import { cardGrid, cardStyle, headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { reshapeProduct } from '../content/reshape';
import type { ProductSummary } from '../content/types';

export interface ProductCardsView { kind: 'blocks.product-cards'; heading: string; products: ProductSummary[] }
export const reshapeProductCards = (block: StrapiBlocks['blocks.product-cards']): ProductCardsView =>
  ({ kind: 'blocks.product-cards', heading: block.heading, products: (block.products ?? []).map(reshapeProduct) });

const isProduct = (key: string): key is ProductKey => (productKeys as readonly string[]).includes(key);

/** The product chooser: each product with its icon, its page, and a link straight into its quote form. */
export function ProductCards({ block }: { block: ProductCardsView }) {
  const { t } = useTranslation();
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      <ul sx={cardGrid}>
        {block.products.map((product) => (
          <li key={product.key} data-testid="product-choice" data-product={product.key} sx={{ ...cardStyle, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <div sx={{ display: 'flex', alignItems: 'center', gap: 3 }}>
              {isProduct(product.key) ? <ProductIcon product={product.key} size={40} /> : null}
              <h3 sx={{ m: 0, fontSize: 3 }}>
                <RouteLink to={product.routeKey}>{product.name}</RouteLink>
              </h3>
            </div>
            <p sx={{ m: 0, flex: 1 }}>{product.pitch}</p>
            {isProduct(product.key) ? (
              <RouteLink to={quoteFormRoutes[product.key]} sx={{ ...secondaryButton, alignSelf: 'flex-start', textDecoration: 'none' }}>
                {t('common:getQuote')}
              </RouteLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
