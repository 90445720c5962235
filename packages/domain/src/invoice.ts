/** Paying by invoice (issue 44): who may, when the invoice falls due, and what a bank statement's entry does to it. */
import { isRegistryCode } from './personal-code';
import { addDays } from './tallinn-date';
import { normalizeReference } from './reference-number';

/** Days from the invoice's day to its due date: an invoice falls due a week after it is issued. */
export const invoiceDueDays = 7;

/** A company pays by invoice: every line of the order has a company (an Estonian registry code) as its policyholder. */
export function mayPayByInvoice(lines: ReadonlyArray<{ policyholder: { code: string } | null }>): boolean {
  return lines.length > 0 && lines.every((line) => line.policyholder !== null && isRegistryCode(line.policyholder.code));
}

/**
 * The due date (a Tallinn day) of an invoice issued on `issuedOn`: a week later, but never after the last day
 * an offer of the order is valid (an offer paid after its validity is not issued, so the money would go back).
 */
export function invoiceDueDate(issuedOn: string, lastValidDay: string | null): string {
  const week = addDays(issuedOn, invoiceDueDays);
  return lastValidDay && lastValidDay < week ? lastValidDay : week;
}

/** Whether an invoice unpaid on `today` (a Tallinn day) is past its due date. */
export const isInvoiceOverdue = (dueDate: string, today: string): boolean => today > dueDate;

/** A credit of a bank statement as it matters here: its amount in cents and the reference or text it came with. */
export interface StatementCredit {
  amount: number;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref), if given. */
  reference: string | null;
  /** The unstructured remittance text (RmtInf/Ustrd), where a payer sometimes writes the reference. */
  text: string | null;
}

/** An invoice waiting for its money: its reference, amount and what earlier entries already paid (cents). */
export interface OpenInvoice {
  reference: string;
  amount: number;
  received: number;
}

export type CreditMatch =
  | { kind: 'unmatched' }
  | { kind: 'paid'; reference: string; received: number }
  | { kind: 'overpaid'; reference: string; received: number; overpaid: number }
  | { kind: 'underpaid'; reference: string; received: number; missing: number };

/** The invoice reference a credit names: its structured reference, else a reference-number-shaped word of its text that is one of ours. */
export function creditReference(credit: StatementCredit, known: (reference: string) => boolean): string | null {
  if (credit.reference) {
    const reference = normalizeReference(credit.reference);
    if (known(reference)) return reference;
  }
  for (const word of (credit.text ?? '').split(/[^\d]+/)) if (word && known(word)) return word;
  return credit.reference ? normalizeReference(credit.reference) : null;
}

/**
 * What a credit does to the invoice its reference names: the amount received so far (this credit included)
 * exactly the invoice's pays it; less is "paid too little" (not paid, flagged for staff); more pays it and the
 * difference is to be refunded; a reference of no invoice leaves the credit unmatched.
 */
export function matchCredit(credit: StatementCredit, invoice: OpenInvoice | null): CreditMatch {
  if (!invoice) return { kind: 'unmatched' };
  const received = invoice.received + credit.amount;
  if (received === invoice.amount) return { kind: 'paid', reference: invoice.reference, received };
  if (received > invoice.amount) return { kind: 'overpaid', reference: invoice.reference, received, overpaid: received - invoice.amount };
  return { kind: 'underpaid', reference: invoice.reference, received, missing: invoice.amount - received };
}
