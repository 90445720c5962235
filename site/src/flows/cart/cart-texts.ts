import { productTextKeys } from '@kindlustus/domain/term-keys';

/** The product names the cart, payment and policies pages write: the catalogue of insurance terms the policy papers read too. */
export const productNameKeys = productTextKeys;
