import { attempt } from '../api-attempt';
import { refused } from '../refused';
import { apolloClient } from '../apollo-client';
import { cartQuery, removeFromCartMutation, setCartExtraMutation, setCartScheduleMutation } from './cart-operations';
import type { Cart, CartChange } from './cart-types';
import type { ApiResult } from '../quotes/quote-types';
import type { reshapeRejection } from '../quotes/reshape-quote';
import { reshapeCart } from './reshape-cart';

/** The cart (its lines, extras and instalment schedules) over the one Apollo client; failures are values, never throws. */
export function fetchCart(): Promise<ApiResult<Cart>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: cartQuery });
    return data ? { ok: true, value: reshapeCart(data.cart) } : refused(null);
  });
}

type CartPayloadData = { cart?: Parameters<typeof reshapeCart>[0] | null; replaced: readonly string[]; rejection?: Parameters<typeof reshapeRejection>[0] | null } | undefined;
const cartChange = (payload: CartPayloadData): ApiResult<CartChange> =>
  payload?.cart ? { ok: true, value: { cart: reshapeCart(payload.cart), replaced: [...payload.replaced] } } : refused(payload?.rejection);

export function removeFromCart(offerId: string): Promise<ApiResult<CartChange>> {
  return attempt(async () => cartChange((await apolloClient().mutate({ mutation: removeFromCartMutation, variables: { offerId } })).data?.removeFromCart));
}

export function setCartExtra(offerId: string, key: string, selected: boolean, days: number | null): Promise<ApiResult<CartChange>> {
  return attempt(async () =>
    cartChange((await apolloClient().mutate({ mutation: setCartExtraMutation, variables: { offerId, key, selected, days } })).data?.setCartExtra),
  );
}

export function setCartSchedule(offerId: string, instalments: number): Promise<ApiResult<CartChange>> {
  return attempt(async () => cartChange((await apolloClient().mutate({ mutation: setCartScheduleMutation, variables: { offerId, instalments } })).data?.setCartSchedule));
}
