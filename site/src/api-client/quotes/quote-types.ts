import type { FieldError, ProductKey, QuoteForm } from '@kindlustus/domain';
import type { InsurerLogo } from '../insurer-logo';

/** What the quote and offer pages work with: plain domain types, never the API's response shapes. */
export type OfferStatus = 'offer' | 'declined' | 'unavailable' | 'pending';

export interface VehicleInfo {
  plate: string;
  make: string;
  model: string;
  year: number;
  category: string;
  bodyType: string;
  powerKw: number;
  massKg: number;
  seats: number;
  /** `registered`, `suspended`… as the register says. */
  status: string;
}

/** What the register says about a plate: no plate at all, not in the register, or the vehicle. */
/** registerDown: the register did not answer; the form asks for make, model, year and power. */
/**
 * What the e-Business Register says about a typed registry code: the company (its name fills the form), a
 * company refused with its reason (companyDeleted, companyInLiquidation), unknown, or no answer (the typed name is taken, to be checked).
 */
export type CompanyCheck =
  | { kind: 'invalid' }
  | { kind: 'unknown'; registryCode: string }
  | { kind: 'registerDown'; registryCode: string }
  | { kind: 'refused'; registryCode: string; reason: string; name: string }
  | { kind: 'found'; registryCode: string; name: string; address: string; vatNumber: string | null };

export type VehicleCheck = { kind: 'invalid' } | { kind: 'unknown'; plate: string } | { kind: 'registerDown'; plate: string } | { kind: 'found'; vehicle: VehicleInfo };

/** One step of the tariff that made a premium: a base or added amount in cents, or a loading in basis points. */
export interface PriceFactor {
  key: string;
  basisPoints: number | null;
  amount: number | null;
}

export interface Offer {
  id: string;
  insurerId: string;
  insurerName: string;
  insurerLogo: InsurerLogo | null;
  product: ProductKey;
  status: OfferStatus;
  /** Why there is no offer (declined or unavailable). */
  reason: string | null;
  /** Cents for the period, under the schedule the customer asked for. */
  premium: number | null;
  periodMonths: number | null;
  coverRows: Array<{ key: string; included: boolean; limit: number | null }>;
  deductibles: Array<{ key: string; amount: number | null; percent: number | null }>;
  compensationLimits: Array<{ key: string; amount: number }>;
  territory: string | null;
  usage: string | null;
  extras: Array<{ key: string; price: number; per: 'policy' | 'day'; maxDays: number | null; vatable: boolean; preselected: boolean }>;
  instalmentOptions: Array<{ count: number; premium: number }>;
  priceFactors: PriceFactor[];
  indicative: boolean;
  /** Priced on the vehicle the customer typed (the register did not answer). */
  vehicleTyped: boolean;
  /** ISO instant (UTC); shown in Tallinn time. */
  validUntil: string | null;
  valid: boolean;
  confirmed: boolean;
  /** The quote it answers; null unless this browser or customer made it. */
  quoteId: string | null;
  /** This browser or customer made its quote and may confirm it; anyone else with the link only sees the offer. */
  owned: boolean;
  /** Our broker's staff answer this insurer: the office and the promised time (ISO instant); null for an insurer's own answer. */
  desk: { office: string; answerBy: string | null } | null;
  /** The staff's reason when the insurer declined (reason deskDeclined). */
  declineNote: string | null;
  /** The insurer's documents the staff gave with the offer. */
  documentLinks: Array<{ title: string; url: string }>;
}

export interface Quote {
  id: string;
  form: QuoteForm;
  product: ProductKey;
  /** The answers as the API stored them (validated and normalised): what a new quote is prefilled from. */
  input: Record<string, unknown>;
  vehicle: VehicleInfo | null;
  language: string;
  createdAt: string;
  offers: Offer[];
  insurersAsked: number;
  insurersAnswered: number;
  /** Every insurer answered by machine has answered; lines our broker's staff answer are counted in deskPending. */
  complete: boolean;
  /** Lines our broker's staff are still answering. */
  deskPending: number;
}

/** A renewal link's answers: the old quote's, starting the day after the old policy ends. */
export interface Renewal {
  form: QuoteForm;
  input: Record<string, unknown>;
  policyNumber: string;
  endDate: string;
}

/** Why the API said no: a status, a code the site translates, the fields in error, the current price. */
export interface ApiRejection {
  status: number;
  code: string;
  errors: FieldError[];
  currentPremium: number | null;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; rejection: ApiRejection };

/** The API could not be reached or answered something else than the schema: the site says "try again". */
export const networkRejection: ApiRejection = { status: 0, code: 'networkError', errors: [], currentPremium: null };
