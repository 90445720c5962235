import type { StoredCoverRow as CoverRow, StoredDeductible as Deductible } from '../adapters/insurers/insurer';
import type { Vehicle } from '../adapters/vehicle-register/vehicle-register';
import type * as Generated from './generated';
import type { DatetimeAttributes, GeneratedRows } from './generated';
import type { CartItem, InvoiceCredit, OfferJson, OrderLine, PaidExtra, Policyholder, PolicyInstalment, RecordedRefund, SaleRecord } from './stored-shapes';

export type * from './stored-shapes';
export type { Columns, MediaFile } from './generated';

/** An object whose fields are not known yet (JSON read from a row, a request's input): to be narrowed before use. */
export type Fields = Record<string, unknown>;

/** A generated row with some of its JSON columns given the shape the code stores in them. */
type Refined<R, J> = Omit<R, keyof J> & J;

export type CartRow = Refined<Generated.CartRow, { items: CartItem[] | null }>;
export type OfferRow = Refined<Generated.OfferRow, OfferJson>;
export type QuoteRequestRow = Refined<Generated.QuoteRequestRow, { input: Fields; vehicle: Vehicle | null }>;
export type PaymentOrderRow = Refined<Generated.PaymentOrderRow, { lines: OrderLine[]; refusedOffers: string[] | null; refunds: RecordedRefund[] | null; invoiceCredits: InvoiceCredit[] | null }>;
export type PolicyRow = Refined<Generated.PolicyRow, {
  policyholder: Policyholder | null;
  extras: PaidExtra[] | null;
  schedule: PolicyInstalment[] | null;
  coverRows: CoverRow[] | null;
  deductibles: Deductible[] | null;
  saleRecord: SaleRecord | null;
}>;
export type DeskCaseRow = Refined<Generated.DeskCaseRow, { answersData: Fields | null; vehicle: Vehicle | null }>;
export type CompanyConfirmationRow = Refined<Generated.CompanyConfirmationRow, { offerIds: string[] }>;

export type {
  LoginAttemptRow,
  CustomerRow,
  CustomerSessionRow,
  DataRequestRow,
  PolicyConclusionRow,
  JobApplicationRow,
  JobRow,
  InsuranceDocumentRow,
  InsurerRow,
  BackgroundJobRow,
  PrivacySettingRow,
  TariffBookRow,
} from './generated';

/** Each table's row as read, by uid: the generated ones, with the JSON columns above refined. */
export interface TableRows extends GeneratedRows {
  'api::cart.cart': CartRow;
  'api::company-confirmation.company-confirmation': CompanyConfirmationRow;
  'api::offer.offer': OfferRow;
  'api::quote-request.quote-request': QuoteRequestRow;
  'api::payment-order.payment-order': PaymentOrderRow;
  'api::policy.policy': PolicyRow;
  'api::desk-case.desk-case': DeskCaseRow;
}
export type TableUid = keyof TableRows;
export type RowOf<U extends TableUid> = TableRows[U];

/** What a write may set: any attribute but the id, a datetime also as a Date. */
export type RowInput<U extends TableUid> = {
  [K in Exclude<keyof RowOf<U>, 'id'>]?: K extends DatetimeAttributes[U] ? RowOf<U>[K] | Date : RowOf<U>[K];
};
