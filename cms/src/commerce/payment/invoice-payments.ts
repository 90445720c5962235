/**
 * Paying by invoice (issue 44): what a bank statement's credits do to the invoices they name, and staff's mark
 * that an invoice is paid. An invoice paid in full moves its order to PAID and issues its policies through the
 * same path as a bank-link payment (order-issuing.ts). Each credit counts once, by its key from the statement:
 * the same statement imported twice, or two at the same moment, pay nothing twice.
 */
import { creditReference, matchCredit, todayInTallinn, type CreditMatch } from '@kindlustus/domain';
import { parseCamt053, StatementRefused, type StatementCreditLine } from '../../invoices/camt053';
import type { InvoiceCredit, PaymentOrderRow } from '../../rows/rows';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { paidMoment } from './payment-notices';
import type { KnownOrder, PaymentDeps } from './payment-types';

/** One credit of an imported statement and what it did. */
export interface ImportedCredit {
  amount: number;
  currency: string;
  bookedOn: string | null;
  payer: string | null;
  /** The reference the credit named (or found in its text); null when none. */
  reference: string | null;
  text: string | null;
  /** The order whose invoice it was counted towards. */
  order: string | null;
  outcome: CreditMatch['kind'] | 'counted' | 'alreadyCounted' | 'notEuro';
  /** Cents still missing (underpaid) or to refund (overpaid). */
  difference: number;
}

export interface StatementImport {
  statementIds: string[];
  account: string | null;
  credits: ImportedCredit[];
}

export type ImportOutcome = { ok: true; value: StatementImport } | { ok: false; code: StatementRefused['code']; message: string };
export type MarkOutcome = { ok: true; value: PaymentOrderRow } | { ok: false; status: number; code: 'orderNotFound' | 'notAnInvoice' | 'alreadyPaid' | 'changedMeanwhile' | 'noOverpayment' | 'returnAmount' | 'returnRecorded' };

const isOpen = (order: PaymentOrderRow) => order.status === 'PENDING';

export function createInvoicePayments(deps: PaymentDeps, now: () => Date, issueIfPaid: (known: number | KnownOrder) => Promise<void>) {
  const { strapi } = deps;
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');

  const invoiceOf = (reference: string) => orders().findOne({ where: { method: 'invoice', invoiceReference: reference } });

  /**
   * Counts `credit` towards the order's invoice, if it was not counted before: the received amount moves only
   * from the value read (a credit counted meanwhile by another import makes this one read again). Answers what it did.
   */
  async function count(order: PaymentOrderRow, credit: InvoiceCredit, bookedAt: Date | null): Promise<{ match: CreditMatch | 'alreadyCounted' | 'alreadyPaid'; order: KnownOrder }> {
    let current: PaymentOrderRow | null = order;
    for (let attempt = 0; current && attempt < 5; attempt += 1) {
      const credits = current.invoiceCredits ?? [];
      if (credits.some((known) => known.key === credit.key)) return { match: 'alreadyCounted', order: current };
      const received = Number(current.invoiceReceived ?? 0);
      const match = matchCredit({ amount: credit.amount, reference: current.invoiceReference, text: null }, { reference: current.invoiceReference!, amount: current.amount, received });
      const paysNow = isOpen(current) && (match.kind === 'paid' || match.kind === 'overpaid');
      const flag = match.kind === 'underpaid' && isOpen(current) ? 'invoiceUnderpaid' : match.kind === 'overpaid' ? 'invoiceOverpaid' : null;
      const paidAt = paysNow ? paidMoment(bookedAt ?? undefined, now()) : undefined;
      const data = {
        invoiceReceived: received + credit.amount,
        invoiceCredits: [...credits, credit],
        flag: flag ?? (paysNow ? null : current.flag),
        ...(paysNow ? { status: 'PAID' as const, paidAt } : {}),
      };
      // Only from the state read: another import that counted a credit meanwhile changed invoiceReceived.
      const moved = await orderWrites.patch({ id: current.id, invoiceReceived: current.invoiceReceived ?? 0, status: current.status }, data);
      if (moved) {
        const written: KnownOrder = { ...current, ...data };
        if (paysNow) await issueIfPaid(written);
        return { match: isOpen(current) || match.kind === 'overpaid' ? match : 'alreadyPaid', order: written };
      }
      current = await orders().findOne({ where: { id: current.id } });
    }
    throw new Error(`The invoice of order ${order.reference} kept changing while a credit was counted`);
  }

  /** Reads a camt.053 statement and counts each credit towards the invoice it names; answers what each did. */
  async function importStatement(xml: string): Promise<ImportOutcome> {
    let statement;
    try {
      statement = parseCamt053(xml);
    } catch (error) {
      if (error instanceof StatementRefused) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
    const results: ImportedCredit[] = [];
    const known = new Map<string, PaymentOrderRow | null>();
    const lookUp = async (reference: string) => {
      if (!known.has(reference)) known.set(reference, await invoiceOf(reference));
      return known.get(reference) ?? null;
    };
    for (const line of statement.credits) results.push(await importCredit(line, lookUp));
    strapi.log.info(`Bank statement ${statement.statementIds.join(', ')} imported: ${results.filter((result) => result.outcome === 'paid' || result.outcome === 'overpaid').length} invoice(s) paid, ${results.filter((result) => result.outcome === 'unmatched').length} credit(s) unmatched`);
    return { ok: true, value: { statementIds: statement.statementIds, account: statement.account, credits: results } };
  }

  async function importCredit(line: StatementCreditLine, lookUp: (reference: string) => Promise<PaymentOrderRow | null>): Promise<ImportedCredit> {
    const candidates = new Map<string, PaymentOrderRow | null>();
    for (const candidate of [line.reference, ...(line.text ?? '').split(/[^\d]+/)]) {
      const reference = candidate?.replace(/\s+/g, '');
      if (reference && /^\d{2,20}$/.test(reference)) candidates.set(reference, await lookUp(reference));
    }
    const reference = creditReference({ amount: line.amount, reference: line.reference, text: line.text }, (value) => Boolean(candidates.get(value)));
    const base = { amount: line.amount, currency: line.currency, bookedOn: line.bookedOn, payer: line.payer, reference, text: line.text };
    const order = reference ? candidates.get(reference) ?? null : null;
    if (!order) return { ...base, order: null, outcome: 'unmatched', difference: 0 };
    if (line.currency !== order.currency) return { ...base, order: order.reference, outcome: 'notEuro', difference: 0 };
    const credit: InvoiceCredit = { key: line.key, amount: line.amount, bookedOn: line.bookedOn, payer: line.payer, source: 'statement', at: now().toISOString() };
    const bookedAt = line.bookedOn ? new Date(`${line.bookedOn}T00:00:00Z`) : null;
    const { match, order: counted } = await count(order, credit, bookedAt);
    if (match === 'alreadyCounted') return { ...base, order: order.reference, outcome: 'alreadyCounted', difference: 0 };
    if (match === 'alreadyPaid') return { ...base, order: order.reference, outcome: 'overpaid', difference: line.amount };
    const difference = match.kind === 'underpaid' ? match.missing : match.kind === 'overpaid' ? match.overpaid : 0;
    return { ...base, order: counted.reference, outcome: match.kind, difference };
  }

  /** Staff saw the money arrive (e.g. paid without the reference): the invoice counts as paid in full now. */
  async function markPaid(orderId: number, staff: string): Promise<MarkOutcome> {
    const order = await orders().findOne({ where: { id: orderId } });
    if (!order) return { ok: false, status: 404, code: 'orderNotFound' };
    if (order.method !== 'invoice') return { ok: false, status: 409, code: 'notAnInvoice' };
    if (!isOpen(order)) return { ok: false, status: 409, code: 'alreadyPaid' };
    const received = Number(order.invoiceReceived ?? 0);
    const credit: InvoiceCredit = { key: `staff:${staff}:${now().toISOString()}`, amount: Math.max(0, order.amount - received), bookedOn: todayInTallinn(now()), payer: null, source: 'staff', at: now().toISOString() };
    const data = { status: 'PAID' as const, paidAt: now(), invoiceReceived: Math.max(received, order.amount), invoiceCredits: [...(order.invoiceCredits ?? []), credit], flag: null };
    const moved = await orderWrites.patch({ id: order.id, status: 'PENDING', invoiceReceived: order.invoiceReceived ?? 0 }, data);
    if (!moved) return { ok: false, status: 409, code: 'changedMeanwhile' };
    await issueIfPaid({ ...order, ...data });
    return { ok: true, value: (await orders().findOne({ where: { id: order.id } })) ?? order };
  }

  /**
   * Staff returned what was paid above the invoice (by bank transfer, `bankReference`): counted as a negative credit,
   * so what was received is the invoice's amount again and the flag leaves today's work. `amount` (cents) defaults to
   * the whole overpayment and may not exceed it.
   */
  async function returnOverpayment(orderId: number, bankReference: string, amount: number | null, staff: string): Promise<MarkOutcome> {
    const order = await orders().findOne({ where: { id: orderId } });
    if (!order) return { ok: false, status: 404, code: 'orderNotFound' };
    if (order.method !== 'invoice') return { ok: false, status: 409, code: 'notAnInvoice' };
    const received = Number(order.invoiceReceived ?? 0);
    const overpaid = received - order.amount;
    if (order.status !== 'PAID' || overpaid <= 0) return { ok: false, status: 409, code: 'noOverpayment' };
    const returned = amount ?? overpaid;
    if (!Number.isInteger(returned) || returned <= 0 || returned > overpaid) return { ok: false, status: 422, code: 'returnAmount' };
    const key = `returned:${bankReference}`;
    if ((order.invoiceCredits ?? []).some((credit) => credit.key === key)) return { ok: false, status: 409, code: 'returnRecorded' };
    const credit: InvoiceCredit = { key, amount: -returned, bookedOn: todayInTallinn(now()), payer: staff, source: 'returned', at: now().toISOString() };
    const data = { invoiceReceived: received - returned, invoiceCredits: [...(order.invoiceCredits ?? []), credit], flag: returned === overpaid ? null : order.flag };
    const moved = await orderWrites.patch({ id: order.id, status: 'PAID', invoiceReceived: order.invoiceReceived ?? 0 }, data);
    if (!moved) return { ok: false, status: 409, code: 'changedMeanwhile' };
    return { ok: true, value: (await orders().findOne({ where: { id: order.id } })) ?? order };
  }

  return { importStatement, markPaid, returnOverpayment };
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
