/** The casco offers page's flow, in its chunk; the casco form fetches it ahead (warm-offers-page.ts). */
export const loadOffersListPage = () => import(/* webpackChunkName: "offers-list" */ './offers-list-page');
