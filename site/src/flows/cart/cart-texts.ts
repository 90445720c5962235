import type { ProductKey } from '@kindlustus/domain/quote-forms';

/** The product names the cart, payment and policies pages write (interface texts in the cart namespace). */
export const productNameKeys: Record<ProductKey, `cart:${string}`> = {
  traffic: 'cart:productTraffic',
  casco: 'cart:productCasco',
  home: 'cart:productHome',
  'forestry-machine': 'cart:productForestryMachine',
  'employer-health': 'cart:productEmployerHealth',
};
