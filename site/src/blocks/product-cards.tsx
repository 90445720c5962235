import type { BlockOf } from '../content/types';
import { RouteLink } from '../i18n/route-link';
import { cardGrid, cardStyle, headingStyle, sectionStyle } from './styles';

export function ProductCards({ block }: { block: BlockOf<'blocks.product-cards'> }) {
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      <ul sx={cardGrid}>
        {block.products.map((product) => (
          <li key={product.key} sx={cardStyle}>
            <h3 sx={{ mt: 0, fontSize: 3 }}>
              <RouteLink to={product.routeKey}>{product.name}</RouteLink>
            </h3>
            <p sx={{ mb: 0 }}>{product.pitch}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
