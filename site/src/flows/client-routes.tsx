import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteKey } from '@kindlustus/routes';
import { useTranslation } from '../i18n/translation';
import { CustomerGate } from './account/customer-gate';
import type { ClientRouteProps } from './client-route-props';
import { loadOffersListPage } from './offers/load-offers-list-page';

const offersList = lazy(loadOffersListPage);
const offerPage = lazy(() => import(/* webpackChunkName: "offer-page" */ './offers/offer-page'));
const confirmPage = lazy(() => import(/* webpackChunkName: "confirm-page" */ './offers/confirm-page'));
const cartPage = lazy(() => import(/* webpackChunkName: "cart-page" */ './cart/cart-page'));
const extrasPage = lazy(() => import(/* webpackChunkName: "extras-page" */ './cart/extras-page'));
const paymentPage = lazy(() => import(/* webpackChunkName: "payment-page" */ './payment/payment-page'));
const returnPage = lazy(() => import(/* webpackChunkName: "return-page" */ './payment/return-page'));
const loginPage = lazy(() => import(/* webpackChunkName: "login-page" */ './login/login-page'));
const companyConfirmPage = lazy(() => import(/* webpackChunkName: "company-confirm-page" */ './company/company-confirm-page'));
const policiesPage = lazy(() => import(/* webpackChunkName: "policies-page" */ './policies/policies-page'));

/** The flows of the client-only routes, each loaded with its route; a route's guard runs before its flow. */
const flows: Partial<Record<RouteKey, ComponentType<ClientRouteProps>>> = {
  cascoOffers: offersList,
  cascoOffer: offerPage,
  trafficOffer: offerPage,
  homeOffer: offerPage,
  forestryMachineOffer: offerPage,
  employerHealthOffer: offerPage,
  cascoConfirm: confirmPage,
  trafficConfirm: confirmPage,
  homeConfirm: confirmPage,
  forestryMachineConfirm: confirmPage,
  employerHealthConfirm: confirmPage,
  cart: cartPage,
  cartExtras: extrasPage,
  payment: paymentPage,
  paymentReturn: returnPage,
  login: loginPage,
  policies: policiesPage,
  companyConfirm: companyConfirmPage,
};

export function ClientRouteFlow({ routeKey, params, search, loginMethods }: { routeKey: RouteKey } & ClientRouteProps) {
  const { t } = useTranslation();
  const Flow = flows[routeKey];
  if (!Flow) return null;
  return (
    <CustomerGate routeKey={routeKey}>
      <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
        <Flow params={params} search={search} {...(loginMethods ? { loginMethods } : {})} />
      </Suspense>
    </CustomerGate>
  );
}
