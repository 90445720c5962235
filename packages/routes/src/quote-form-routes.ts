import type { RouteKey } from './route-table';

/**
 * The page that holds each quote form (keyed by the domain's form names), for the site's links and
 * the CMS's renewal e-mails alike.
 */
export const quoteFormRoutes = {
  traffic: 'trafficLanding',
  casco: 'cascoQuote',
  home: 'homeInsurance',
  homeOld: 'homeInsuranceOld',
  'forestry-machine': 'forestryMachine',
  'employer-health': 'employerHealth',
} as const satisfies Record<string, RouteKey>;

export type QuoteFormName = keyof typeof quoteFormRoutes;

/** The query parameter of a quote form's address that carries a renewal link's token. */
export const renewalParam = 'renew';

/** The page of one offer of each product (its link in the site and in the broker desk's e-mails). */
export const offerRoutes = {
  traffic: 'trafficOffer',
  casco: 'cascoOffer',
  home: 'homeOffer',
  'forestry-machine': 'forestryMachineOffer',
  'employer-health': 'employerHealthOffer',
} as const satisfies Record<string, RouteKey>;
