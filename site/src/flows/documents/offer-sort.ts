/**
 * The order the customer last sorted offers in (this tab), for the demands-and-needs statement's "basis of the
 * comparison": price unless they chose another. Kept in sessionStorage, as the header's cart count is.
 */
const key = 'offerSort';
export type RememberedSort = 'price' | 'deductible';

export function rememberOfferSort(sort: string): void {
  try {
    window.sessionStorage.setItem(key, sort === 'deductible' ? 'deductible' : 'price');
  } catch {
    // Storage refused (private mode): the statement says "by price", the order shown first.
  }
}

export function rememberedOfferSort(): RememberedSort {
  try {
    return window.sessionStorage.getItem(key) === 'deductible' ? 'deductible' : 'price';
  } catch {
    return 'price';
  }
}
