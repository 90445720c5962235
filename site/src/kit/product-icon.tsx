import type { ProductKey } from '@kindlustus/domain/quote-forms';
import { productIconPaths as paths } from './product-icon-paths';

/** Simple line icons, one per product, so that every product's flow looks like one site. Decorative. */
export function ProductIcon({ product, size = 32 }: { product: ProductKey; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      sx={{ flexShrink: 0, color: 'primary' }} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[product]} />
    </svg>
  );
}
