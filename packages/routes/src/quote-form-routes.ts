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
