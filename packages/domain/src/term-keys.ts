/**
 * The insurance terms an offer, a policy and its papers name, and the one CMS text that names each
 * (global UI texts, edited by editors per language). The site, the broker desk, the policy document, the
 * e-mails, the demands-and-needs statement and the sale record all read a term's words through this table,
 * so the policy says what the offer said. The insurer adapters may only produce these keys.
 * Dependency-free: the site's offer pages import this file alone (`@kindlustus/domain/term-keys`).
 */
import type { ProductKey } from './quote-forms';

export const coverKeys = [
  'propertyDamage', 'personalInjury', 'greenCard',
  'collision', 'theft', 'fire', 'naturalEvents', 'glass', 'vandalism', 'newValue',
  'building', 'movables', 'liability', 'water', 'storm',
  'accident', 'accessories', 'downtime',
  'outpatient', 'dental', 'glasses', 'medicines',
] as const;
export type CoverKey = (typeof coverKeys)[number];

export const deductibleKeys = ['main', 'glass', 'theft', 'coPay'] as const;
export type DeductibleKey = (typeof deductibleKeys)[number];

export const extraKeys = ['greenCard', 'roadsideAssistance', 'claimsHelp', 'replacementCar'] as const;
export type ExtraKey = (typeof extraKeys)[number];

export const territoryKeys = ['estonia', 'baltics', 'europe'] as const;
export type TerritoryKey = (typeof territoryKeys)[number];

/** A CMS UI text key, `namespace:key`. */
export type TermTextKey = `quote:${string}` | `cart:${string}`;
type QuoteTextKey = `quote:${string}`;

/** The product names the cart, payment, policies pages, the desk and the policy papers write. */
export const productTextKeys: Record<ProductKey, `cart:${string}`> = {
  traffic: 'cart:productTraffic',
  casco: 'cart:productCasco',
  home: 'cart:productHome',
  'forestry-machine': 'cart:productForestryMachine',
  'employer-health': 'cart:productEmployerHealth',
};

export const coverTextKeys: Record<CoverKey, QuoteTextKey> = {
  propertyDamage: 'quote:coverPropertyDamage',
  personalInjury: 'quote:coverPersonalInjury',
  greenCard: 'quote:coverGreenCard',
  collision: 'quote:coverCollision',
  theft: 'quote:coverTheft',
  fire: 'quote:coverFire',
  naturalEvents: 'quote:coverNaturalEvents',
  glass: 'quote:coverGlass',
  vandalism: 'quote:coverVandalism',
  newValue: 'quote:coverNewValue',
  building: 'quote:coverBuilding',
  movables: 'quote:coverMovables',
  liability: 'quote:coverLiability',
  water: 'quote:coverWater',
  storm: 'quote:coverStorm',
  accident: 'quote:coverAccident',
  accessories: 'quote:coverAccessories',
  downtime: 'quote:coverDowntime',
  outpatient: 'quote:coverOutpatient',
  dental: 'quote:coverDental',
  glasses: 'quote:coverGlasses',
  medicines: 'quote:coverMedicines',
};

export const deductibleTextKeys: Record<DeductibleKey, QuoteTextKey> = {
  main: 'quote:deductibleMain',
  glass: 'quote:deductibleGlass',
  theft: 'quote:deductibleTheft',
  coPay: 'quote:deductibleCoPay',
};

export const extraTextKeys: Record<ExtraKey, QuoteTextKey> = {
  greenCard: 'quote:coverGreenCard',
  roadsideAssistance: 'quote:extraRoadsideAssistance',
  claimsHelp: 'quote:extraClaimsHelp',
  replacementCar: 'quote:replacementCar',
};

export const territoryTextKeys: Record<TerritoryKey, QuoteTextKey> = {
  estonia: 'quote:territoryEstonia',
  baltics: 'quote:territoryBaltics',
  europe: 'quote:territoryEurope',
};

export const termTextKeys = {
  product: productTextKeys,
  cover: coverTextKeys,
  deductible: deductibleTextKeys,
  extra: extraTextKeys,
  territory: territoryTextKeys,
} as const;
export type TermKind = keyof typeof termTextKeys;

/** The text key of a term, or null for a key the table does not know (own keys only: not 'constructor'). */
export function termTextKey(kind: TermKind, key: string): TermTextKey | null {
  const table: Record<string, TermTextKey> = termTextKeys[kind];
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key]! : null;
}

/** Every CMS text key that names a term: each must have its words in every language. */
export const allTermTextKeys: readonly TermTextKey[] = [...new Set(Object.values(termTextKeys).flatMap((table) => Object.values(table)))];
