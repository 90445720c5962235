import type { ProductKey } from '@kindlustus/domain';
import type { InsurerLogo } from '../insurer-logo';

/** What the cart and extras pages work with: plain domain types, never the API's shapes. */
export interface CartExtra {
  key: string;
  per: 'policy' | 'day';
  /** Cents per policy or per day. */
  unitPrice: number;
  maxDays: number | null;
  selected: boolean;
  days: number | null;
  amount: number;
  /** The VAT included in `amount` (services only; insurance is exempt). */
  vat: number;
}

export interface Instalment {
  number: number;
  /** Tallinn calendar date, YYYY-MM-DD. */
  dueDate: string;
  amount: number;
}

export interface CartOffer {
  id: string;
  insurerId: string;
  insurerName: string;
  insurerLogo: InsurerLogo | null;
  product: ProductKey;
  periodMonths: number | null;
  validUntil: string | null;
  valid: boolean;
  quoteId: string | null;
  coverRows: Array<{ key: string; included: boolean; limit: number | null }>;
  deductibles: Array<{ key: string; amount: number | null; percent: number | null }>;
  territory: string | null;
}

export interface CartLine {
  offer: CartOffer;
  insuredObject: string;
  premium: number;
  instalments: number;
  instalmentsAllowed: number[];
  schedule: Instalment[];
  extras: CartExtra[];
  extrasTotal: number;
  vat: number;
  dueNow: number;
  expired: boolean;
  /** The object has a policy of this product for an overlapping period already. */
  alreadyInsured: boolean;
}

export interface Cart {
  lines: CartLine[];
  premiumTotal: number;
  extrasTotal: number;
  vatTotal: number;
  total: number;
  dueNow: number;
  payable: boolean;
  problems: string[];
  /** Every line's policyholder is a company: the cart may be paid by invoice. */
  invoiceAllowed: boolean;
}

/** A cart after a change, and the offers the change took out (the same object and period). */
export interface CartChange {
  cart: Cart;
  replaced: string[];
}
