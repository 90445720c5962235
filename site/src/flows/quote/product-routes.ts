import type { ProductKey, QuoteForm } from '@kindlustus/domain/quote-forms';
import { offerRoutes, quoteFormRoutes, type RouteKey } from '@kindlustus/routes';

/** Where each product's offers and confirmations live, and which page holds each form. */
export const offerRouteOf: Record<ProductKey, RouteKey> = offerRoutes;

export const confirmRouteOf: Record<ProductKey, RouteKey> = {
  traffic: 'trafficConfirm',
  casco: 'cascoConfirm',
  home: 'homeConfirm',
  'forestry-machine': 'forestryMachineConfirm',
  'employer-health': 'employerHealthConfirm',
};

export const formRouteOf: Record<QuoteForm, RouteKey> = quoteFormRoutes;
