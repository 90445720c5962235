import type { ProductKey } from '@kindlustus/domain/quote-forms';

/** The products' line icons (24×24, stroked): drawn by ProductIcon and in the share images. */
export const productIconPaths: Record<ProductKey, string> = {
  traffic: 'M5 16h14M6 16l1.5-5h9L18 16M7 19a1.5 1.5 0 1 0 0-.01M17 19a1.5 1.5 0 1 0 0-.01M12 4l7 3v2H5V7z',
  casco: 'M4 15l2-5h12l2 5v3H4zM7 18v2M17 18v2M7.5 15a1 1 0 1 0 0-.01M16.5 15a1 1 0 1 0 0-.01M12 3l3 2.5M12 3L9 5.5',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  'forestry-machine': 'M3 17h11v-5H8l-2 3H3zM14 14h4l3 3v0h-7M6 19a2 2 0 1 0 0-.01M16 19a2 2 0 1 0 0-.01M10 12V6l6-3',
  'employer-health': 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10zM12 9v6M9 12h6',
};
