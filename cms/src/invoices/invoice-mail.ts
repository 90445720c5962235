/**
 * An invoice order's paper and its e-mail: the PDF (invoice-document.ts) from the order as frozen at checkout,
 * and the message that sends it to the company's address at once, as a background job (once per order).
 */
import { dottedDate, formatEuros, printedReference, tallinnDate } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { sendMail } from '../adapters/mail/send-mail';
import type { TaskQueue } from '../background-work/task-queue';
import type { TaskHandler } from '../background-work/task-worker';
import { rowWrites } from '../database/row-writes';
import { tableQuery } from '../database/table-query';
import type { PaymentOrderRow } from '../rows/rows';
import type { InvoiceIssuer } from '../settings/commerce-settings';
import type { TermCatalogue } from '../terms/term-catalogue';
import { productName } from '../terms/term-words';
import { renderOnWorker, type WorkerRenderer } from '../policy-papers/document/document-renderer';
import { renderInvoiceDocument, type InvoiceDocumentData } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

export const invoiceMailJob = 'invoiceMail';

export interface InvoiceMailDeps {
  strapi: Core.Strapi;
  queue: TaskQueue;
  terms: TermCatalogue;
  issuer: InvoiceIssuer;
  wake: () => void;
}

const invoiceRenderer: WorkerRenderer<[InvoiceDocumentData, Locale]> = {
  module: path.join(__dirname, 'invoice-document.js'),
  name: 'renderInvoiceDocument',
  render: renderInvoiceDocument,
};

const languageOf = (order: PaymentOrderRow): Locale => (order.language === 'ru' || order.language === 'en' ? order.language : 'et');

export function createInvoiceMail(deps: InvoiceMailDeps) {
  const { strapi, queue, terms, issuer } = deps;
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');

  async function documentData(order: PaymentOrderRow): Promise<InvoiceDocumentData> {
    const words = await terms.words(languageOf(order));
    const buyer = order.lines[0]?.policyholder ?? { name: '', code: '' };
    return {
      number: order.invoiceNumber!,
      reference: order.invoiceReference!,
      issuedOn: tallinnDate(new Date(order.createdAt)),
      dueDate: String(order.invoiceDueDate),
      issuer,
      buyer,
      lines: order.lines.map((line) => ({
        description: [productName(words, line.product), line.insurerName, line.insuredObject].filter(Boolean).join(' · '),
        startDate: line.startDate,
        amount: line.dueNow,
        vat: line.extras.reduce((sum, extra) => sum + (extra.vat ?? 0), 0),
      })),
      total: order.amount,
    };
  }

  /** The invoice's PDF in the order's language. */
  async function pdf(order: PaymentOrderRow): Promise<Uint8Array> {
    return renderOnWorker(invoiceRenderer, await documentData(order), languageOf(order));
  }

  /** Sends the order's invoice unless it was sent; the mark is written after the mail server took it. */
  async function send(orderId: number): Promise<'sent' | 'alreadySent' | 'notAnInvoice'> {
    const order = await orders().findOne({ where: { id: orderId } });
    if (!order || order.method !== 'invoice' || !order.email) return 'notAnInvoice';
    if (order.invoiceSentAt) return 'alreadySent';
    const t = invoiceTexts[languageOf(order)];
    const language = languageOf(order);
    await sendMail(strapi, {
      to: order.email,
      subject: t.mailSubject(order.invoiceNumber!),
      text: t.mailBody({
        number: order.invoiceNumber!, total: formatEuros(order.amount, language), iban: issuer.iban,
        reference: printedReference(order.invoiceReference!), dueDate: dottedDate(String(order.invoiceDueDate)), seller: issuer.name,
      }),
      attachments: [{ filename: `${t.title}-${order.invoiceNumber}.pdf`, content: Buffer.from(await pdf(order)), contentType: 'application/pdf' }],
    });
    await orderWrites.patch({ id: order.id }, { invoiceSentAt: new Date() });
    return 'sent';
  }

  /** Right after the invoice order is made. */
  async function orderInvoiced(order: { id: number; reference: string }): Promise<void> {
    if (await queue.enqueue(invoiceMailJob, order.reference, { orderId: order.id })) deps.wake();
  }

  /** Invoice orders whose e-mail was not sent and may have no job (the process stopped right after the order): a job each. */
  async function enqueueUnsent(): Promise<number> {
    const unsent = await orders().findMany({ where: { method: 'invoice', status: 'PENDING', invoiceSentAt: null }, select: ['id', 'reference'], limit: 100 });
    let added = 0;
    for (const order of unsent) if (await queue.enqueue(invoiceMailJob, order.reference, { orderId: order.id })) added += 1;
    if (added) deps.wake();
    return added;
  }

  const handlers: Record<string, TaskHandler> = {
    async [invoiceMailJob](job) {
      await send(Number(job.payload.orderId));
    },
  };

  return { pdf, send, orderInvoiced, enqueueUnsent, handlers };
}

export type InvoiceMail = ReturnType<typeof createInvoiceMail>;
