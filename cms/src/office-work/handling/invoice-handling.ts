/**
 * Invoices in the office: one invoice order's page (what was invoiced, what arrived, each credit counted) with
 * staff's "mark paid", and the import of a bank statement (camt.053) that pays the invoices its credits name.
 */
import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { InvoicePayments, StatementImport } from '../../commerce/payment/invoice-payments';
import type { Fields, PaymentOrderRow } from '../../rows/rows';
import { handled, notFound, refused, type Handled } from './handling-answer';

const orderUid = 'api::payment-order.payment-order';
/** The largest statement file taken: a month of a busy account's camt.053 is well under it. */
export const statementMaxBytes = 5 * 1024 * 1024;

const markRefusals: Record<string, string> = {
  notAnInvoice: 'see tellimus ei ole arvega makstav',
  alreadyPaid: 'arve on juba makstud',
  changedMeanwhile: 'arvele laekus samal ajal makse: vaadake uuesti',
  orderNotFound: 'tellimust ei leitud',
  noOverpayment: 'arvel ei ole enammakset, mida tagastada',
  returnRecorded: 'selle viitega tagastus on juba märgitud',
  returnAmount: 'summa peab olema üle 0 ja kuni enammakse suurune',
};
const importRefusals: Record<string, string> = {
  invalidXml: 'fail ei ole korrektne XML',
  notCamt053: 'fail ei ole camt.053 pangaväljavõte',
  invalidAmount: 'väljavõttes on vigane summa',
};

export function invoiceHandling(strapi: Core.Strapi, invoices: () => InvoicePayments) {
  const find = async (documentId: string) => (await strapi.db.query(orderUid as never).findOne({ where: { documentId } } as never)) as PaymentOrderRow | null;

  async function view(documentId: string): Promise<Handled<Fields>> {
    const order = await find(documentId);
    if (!order || order.method !== 'invoice') return notFound();
    return handled({
      documentId,
      status: order.status,
      flag: order.flag ?? null,
      facts: {
        reference: order.reference, invoiceNumber: order.invoiceNumber, invoiceReference: order.invoiceReference, dueDate: order.invoiceDueDate,
        email: order.email, company: order.lines[0]?.policyholder ?? null, createdAt: order.createdAt, paidAt: order.paidAt ?? null,
      },
      amount: order.amount,
      received: Number(order.invoiceReceived ?? 0),
      credits: order.invoiceCredits ?? [],
    });
  }

  /** Paid: the money arrived (staff saw it on the account, e.g. without the reference); the policies are issued. */
  async function markPaid(documentId: string, staff: string): Promise<Handled<Fields>> {
    const order = await find(documentId);
    if (!order || order.method !== 'invoice') return notFound();
    const outcome = await invoices().markPaid(order.id, staff);
    if (!outcome.ok) return refused(outcome.status, 'state', markRefusals[outcome.code] ?? outcome.code);
    return view(documentId);
  }

  /** The overpayment returned: the bank's reference of the transfer (required) and the euros returned (default: all of it). */
  async function overpaymentReturned(documentId: string, given: Fields, staff: string): Promise<Handled<Fields>> {
    const order = await find(documentId);
    if (!order || order.method !== 'invoice') return notFound();
    const reference = typeof given.reference === 'string' ? given.reference.trim() : '';
    if (reference.length < 3 || reference.length > 100) return refused(422, 'reference', 'sisestage tagasikande panga viide (3–100 märki)');
    const euros = given.amountEuros === undefined || given.amountEuros === null || given.amountEuros === '' ? null : Number(String(given.amountEuros).replace(',', '.'));
    if (euros !== null && !Number.isFinite(euros)) return refused(422, 'amountEuros', markRefusals.returnAmount!);
    const outcome = await invoices().returnOverpayment(order.id, reference, euros === null ? null : Math.round(euros * 100), staff);
    if (!outcome.ok) return refused(outcome.status, outcome.code === 'returnAmount' ? 'amountEuros' : outcome.code === 'returnRecorded' ? 'reference' : 'state', markRefusals[outcome.code] ?? outcome.code);
    return view(documentId);
  }

  /** The statement file of a multipart upload (field `statement`), read as UTF-8 (camt.053 is UTF-8 by the standard). */
  async function importStatement(ctx: Context): Promise<Handled<StatementImport>> {
    const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {};
    const given = files.statement;
    const file = (Array.isArray(given) ? given[0] : given) as { filepath?: string; size?: number } | undefined;
    if (!file?.filepath) return refused(422, 'statement', 'valige pangaväljavõtte fail (camt.053 XML)');
    if ((file.size ?? 0) > statementMaxBytes) return refused(422, 'statement', 'fail on liiga suur (kuni 5 MB)');
    const outcome = await invoices().importStatement(await readFile(file.filepath, 'utf8'));
    if (!outcome.ok) return refused(422, 'statement', `${importRefusals[outcome.code] ?? outcome.code}: ${outcome.message}`);
    return handled(outcome.value);
  }

  return { view, markPaid, overpaymentReturned, importStatement };
}
