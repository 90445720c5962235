import type { RouteKey } from '@kindlustus/routes';

/**
 * The named chunks a client-only route's flow needs as soon as it opens: its own (the webpackChunkName
 * in client-routes.tsx) and the API client it reads with (quotes/load-quote-api.ts; login, cart, payment and policies share account-api). The
 * page's HTML names them and the browser fetches them right after the first paint (app/flow-scripts.ts).
 */
const quoteFlow = (flow: string) => [flow, 'quote-api'];
const accountFlow = (flow: string) => [flow, 'account-api'];

export const flowChunks: Partial<Record<RouteKey, string[]>> = {
  cascoOffers: quoteFlow('offers-list'),
  cascoOffer: quoteFlow('offer-page'),
  trafficOffer: quoteFlow('offer-page'),
  homeOffer: quoteFlow('offer-page'),
  forestryMachineOffer: quoteFlow('offer-page'),
  employerHealthOffer: quoteFlow('offer-page'),
  cascoConfirm: quoteFlow('confirm-page'),
  trafficConfirm: quoteFlow('confirm-page'),
  homeConfirm: quoteFlow('confirm-page'),
  forestryMachineConfirm: quoteFlow('confirm-page'),
  employerHealthConfirm: quoteFlow('confirm-page'),
  cart: accountFlow('cart-page'),
  cartExtras: accountFlow('extras-page'),
  payment: accountFlow('payment-page'),
  paymentReturn: accountFlow('return-page'),
  login: accountFlow('login-page'),
  policies: accountFlow('policies-page'),
};
