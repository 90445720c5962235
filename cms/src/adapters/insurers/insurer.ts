import type { Cents, CoverKey, DeductibleKey, ExtraKey, ProductKey, QuoteInput, TerritoryKey } from '@kindlustus/domain';
import type { Vehicle } from '../vehicle-register/vehicle-register';
import type { PriceFactor } from './price-factors';

/** The quote input of a product (the old home form arrives already as a current home input). */
export type ProductInput = {
  traffic: QuoteInput<'traffic'>;
  casco: QuoteInput<'casco'>;
  home: QuoteInput<'home'>;
  'forestry-machine': QuoteInput<'forestry-machine'>;
  'employer-health': QuoteInput<'employer-health'>;
};

export type InsurerQuoteRequest = {
  [P in ProductKey]: {
    product: P;
    input: ProductInput[P];
    /** What the register says about the plate; null when the plate is unknown (indicative price only). */
    vehicle: Vehicle | null;
    today: string;
  };
}[ProductKey];

/** Keys from the catalogue of insurance terms (@kindlustus/domain term-keys): each has its words in the CMS. */
export interface CoverRow {
  key: CoverKey;
  included: boolean;
  /** Compensation limit of the cover, when it has one. */
  limit?: Cents;
}
export interface Deductible {
  key: DeductibleKey;
  amount?: Cents;
  percent?: number;
}
/** Rows as an offer stores them: a desk insurer's staff name theirs freely (printed as written). */
export type StoredCoverRow = Omit<CoverRow, 'key'> & { key: string };
export type StoredDeductible = Omit<Deductible, 'key'> & { key: string };

export interface Extra {
  key: ExtraKey;
  price: Cents;
  per: 'policy' | 'day';
  maxDays?: number;
  /** A service sold with the policy, priced with VAT (insurance itself is VAT-exempt). */
  vatable?: boolean;
  /** The customer asked for it in the quote form: the cart starts with it chosen. */
  preselected?: boolean;
}

export interface InsurerOffer {
  /** Total premium for the period, VAT-free (insurance premiums are exempt in Estonia). */
  premium: Cents;
  /** Why this price: every step that made the premium, in order. */
  priceFactors: PriceFactor[];
  periodMonths: number;
  coverRows: CoverRow[];
  deductibles: Deductible[];
  compensationLimits: Array<{ key: string; amount: Cents }>;
  territory: TerritoryKey | null;
  usage: string | null;
  extras: Extra[];
  instalmentsAllowed: number[];
  /** The premium for the period under each schedule the insurer allows. */
  instalmentOptions: Array<{ count: number; premium: Cents }>;
  validForHours: number;
  /** True when the price could not use register data (unknown plate). */
  indicative: boolean;
}

export type DeclineReason =
  | 'vehicleTooOld'
  | 'usageNotCovered'
  | 'registrationSuspended'
  | 'machineRentedOut'
  | 'machineTooOld'
  | 'tooManyClaims'
  | 'sumTooHigh'
  | 'tooFewEmployees'
  | 'dwellingNotCovered'
  | 'vehicleCategoryNotCovered';

export type InsurerAnswer = { kind: 'offer'; offer: InsurerOffer } | { kind: 'declined'; reason: DeclineReason };

/** One insurer as the broker sees it. A real integration is one more implementation of this. */
export interface Insurer {
  readonly id: string;
  readonly name: string;
  readonly products: readonly ProductKey[];
  quote(request: InsurerQuoteRequest): Promise<InsurerAnswer>;
}
