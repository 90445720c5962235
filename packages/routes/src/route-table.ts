/**
 * Every route of the site (spec section 2). Patterns are Estonian in every language;
 * `{name}` is a required parameter and `{name?}` an optional one (only at the end).
 */
export type Layout = 'default' | 'careers';
/** static: pre-rendered from the CMS; client: a static shell whose content is fetched in the browser. */
export type RouteKind = 'static' | 'client';
/** Where the page's content comes from: a CMS `page` keyed by the route, or a `job` ad. */
export type RouteContent = 'page' | 'job';
export type RouteGuard = 'customer';

export interface RouteDefinition {
  readonly pattern: string;
  readonly layout: Layout;
  readonly kind: RouteKind;
  readonly indexable: boolean;
  readonly content: RouteContent;
  readonly guard?: RouteGuard;
}

const page = (pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  pattern,
  layout: 'default',
  kind: 'static',
  indexable: true,
  content: 'page',
  ...extra,
});
const careers = (pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  page(pattern, { layout: 'careers', ...extra });
const clientOnly = (pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  page(pattern, { kind: 'client', indexable: false, ...extra });

export const routeTable = {
  home: page('/'),
  careers: careers('/karjaar/'),
  careersAbout: careers('/karjaar/ettevottest/'),
  careersApply: careers('/karjaar/kandideeri/'),
  careersPositions: careers('/karjaar/vabad-tookohad/'),
  careersJob: careers('/karjaar/tookoht/{slug?}/', { content: 'job' }),
  cascoLanding: page('/kaskokindlustus-dev/'),
  cascoQuote: page('/kaskokindlustus-dev/uus/'),
  cascoOffers: clientOnly('/kaskokindlustus-dev/pakkumine/'),
  cascoOffer: clientOnly('/kaskokindlustus-dev/pakkumine/{id}/'),
  cascoConfirm: clientOnly('/kaskokindlustus-dev/kinnitamine/{id}/{price?}/'),
  trafficLanding: page('/liikluskindlustus-dev/'),
  trafficOffer: clientOnly('/liikluskindlustus-dev/pakkumine/{id}/'),
  trafficConfirm: clientOnly('/liikluskindlustus-dev/kinnitamine/{id}/{price?}/'),
  trafficFaq: page('/liikluskindlustus-kkk-dev/'),
  homeInsurance: page('/kodukindlustus-dev/'),
  homeInsuranceOld: page('/kodukindlustus-dev-old/'),
  // Not in the spec's route list: home, forestry machine and employer health offers need a link
  // that reopens them too, shaped like the casco and traffic ones.
  homeOffer: clientOnly('/kodukindlustus-dev/pakkumine/{id}/'),
  homeConfirm: clientOnly('/kodukindlustus-dev/kinnitamine/{id}/{price?}/'),
  forestryMachine: page('/masinakindlustus-dev/metsatoomasinad/'),
  forestryMachineOffer: clientOnly('/masinakindlustus-dev/metsatoomasinad/pakkumine/{id}/'),
  forestryMachineConfirm: clientOnly('/masinakindlustus-dev/metsatoomasinad/kinnitamine/{id}/{price?}/'),
  employerHealth: page('/tooandja-ravikindlustus/'),
  employerHealthOffer: clientOnly('/tooandja-ravikindlustus/pakkumine/{id}/'),
  employerHealthConfirm: clientOnly('/tooandja-ravikindlustus/kinnitamine/{id}/{price?}/'),
  contactsTartu: page('/kontaktid-tartu/'),
  joinTeam: page('/liitu-tiimiga/'),
  login: clientOnly('/login-dev/'),
  cart: clientOnly('/ostukorv/'),
  cartExtras: clientOnly('/ostukorv/lisaks/'),
  payment: clientOnly('/ostukorv/maksmine/', { guard: 'customer' }),
  paymentReturn: clientOnly('/ostukorv/tagasi/'),
  policies: clientOnly('/ise-dev/poliisid/', { guard: 'customer' }),
  // Issue 44: a second representative of a company confirms a purchase made for it (the link of their e-mail).
  companyConfirm: clientOnly('/ostukorv/ettevotte-kinnitus/{token}/', { guard: 'customer' }),
  // Issue 31: the broker's disclosures (IDD Art. 18-19) and the customers' privacy notice (GDPR Art. 13).
  brokerInfo: page('/maakleri-teave/'),
  privacy: page('/privaatsus/'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routeTable;

export const routeKeys = Object.keys(routeTable) as RouteKey[];

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(routeTable, value);
}

/** Route keys whose content is a CMS `page` (every route but the job page). */
export const pageRouteKeys = routeKeys.filter((key) => routeTable[key].content === 'page');
