import type { ProductKey } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import type { StoredCoverRow as CoverRow, StoredDeductible as Deductible, Extra } from '../adapters/insurers/insurer';
import type { PriceFactor } from '../adapters/insurers/price-factors';

/** The shapes the code stores in JSON columns (written by these services only, so read back as written). */

/** One line of a cart: the offer, the chosen extras and the instalment count. */
export interface CartItem {
  offerId: string;
  extras: Array<{ key: string; days?: number }>;
  instalments: number;
}

/** A document version as the order keeps it: enough to find the very file again and to prove it unchanged. */
export interface RecordedDocument {
  id: string;
  title: string;
  kind: string;
  versionLabel: string;
  appliesFrom: string;
  language: string;
  url: string;
  size: number;
  sha256: string;
}

/** What one order line keeps of what the customer was shown and accepted before paying. */
export interface SaleRecord {
  acceptedAt: string;
  language: Locale;
  documents: RecordedDocument[];
  demandsAndNeeds: string;
  /** A sale to a company: the company and the representative who acted for it. */
  policyholder?: Policyholder;
}

export type ScheduleEntry = { number: number; dueDate: string; amount: number };
/** A policy's instalment: the first is paid with the order. */
export type PolicyInstalment = ScheduleEntry & { paid?: boolean };
export type PaidExtra = { key: string; amount: number; days: number | null; vat: number };
/** `actingPerson`: for a company (a registry code), the representative who bought for it. */
export type Policyholder = { name: string; code: string; actingPerson?: { name: string; personalCode: string } };

/** A bank statement's credit counted towards an invoice (its key from the statement), or staff's mark that it is paid. */
export interface InvoiceCredit {
  key: string;
  /** Cents. */
  amount: number;
  bookedOn: string | null;
  payer: string | null;
  /** statement: imported from a camt.053 statement; staff: marked paid in the office; returned: an overpayment staff sent back (a negative amount). */
  source: 'statement' | 'staff' | 'returned';
  at: string;
}

/** One paid cart line as the order keeps it: everything a policy needs, frozen at checkout. */
export interface OrderLine {
  offerId: string;
  insurerId: string;
  insurerName: string;
  product: ProductKey;
  premium: number;
  instalments: number;
  schedule: ScheduleEntry[];
  extras: PaidExtra[];
  dueNow: number;
  startDate: string;
  periodMonths: number;
  insuredObject: string;
  /** The insured object as a comparable key (insuredObjectKey); null in orders made before it existed. */
  objectKey?: string | null;
  policyholder: Policyholder;
  coverRows: CoverRow[];
  deductibles: Deductible[];
  territory: string | null;
  /** What the customer was shown and accepted when the payment started; absent in orders made before it was kept. */
  saleRecord?: SaleRecord;
  /** The offer's validity deadline (ISO instant) when the payment started; absent in orders made before it was kept. */
  validUntil?: string | null;
}

/** The JSON columns of an offer line, as an insurer's answer (or the desk's) fills them. */
export interface OfferJson {
  priceFactors: PriceFactor[] | null;
  coverRows: CoverRow[] | null;
  deductibles: Deductible[] | null;
  /** A desk answer's limit may lack its amount (staff answer row by row). */
  compensationLimits: Array<{ key: string; amount: number | null }> | null;
  extras: Extra[] | null;
  instalmentsAllowed: number[] | null;
  instalmentOptions: Array<{ count: number; premium: number }> | null;
  /** A desk offer's documents: kind (terms, ipid, other), the insurer's version if given, the Tallinn day staff attached it. */
  documentLinks: Array<{ title: string; url: string; kind?: string; version?: string | null; attachedOn?: string }> | null;
}

/** A refund of an order as the provider reported it: amount in cents, status the provider's, at when first recorded. */
export interface RecordedRefund {
  uuid: string;
  amount: number;
  status: string;
  at: string;
}
