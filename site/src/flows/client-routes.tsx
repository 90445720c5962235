import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteKey } from '@kindlustus/routes';
import { useTranslation } from '../i18n/translation';

export interface ClientRouteProps {
  params: Record<string, string | undefined>;
  search: string;
}

const offersList = lazy(() => import(/* webpackChunkName: "offers-list" */ './offers/offers-list-page'));
const offerPage = lazy(() => import(/* webpackChunkName: "offer-page" */ './offers/offer-page'));
const confirmPage = lazy(() => import(/* webpackChunkName: "confirm-page" */ './offers/confirm-page'));

/** The flows of the client-only routes, each loaded with its route (the cart, login and policies come later). */
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
};

export function ClientRouteFlow({ routeKey, params, search }: { routeKey: RouteKey } & ClientRouteProps) {
  const { t } = useTranslation();
  const Flow = flows[routeKey];
  if (!Flow) return null;
  return (
    <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
      <Flow params={params} search={search} />
    </Suspense>
  );
}
