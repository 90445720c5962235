import type { Core } from '@strapi/strapi';
import { insuredObjectKey, tallinnDate, type ProductKey } from '@kindlustus/domain';
import { localizePath, offerRoutes, quoteFormRoutes, type Locale } from '@kindlustus/routes';
import { sendMail } from '../../adapters/mail/send-mail';
import { productName } from '../../terms/term-words';
import type { TermCatalogue } from '../../terms/term-catalogue';
import type { TaskQueue } from '../../background-work/task-queue';
import type { TaskHandler } from '../../background-work/task-worker';
import type { NewLine } from '../quotes/quote-lines';
import type { DeskOpening, DeskQuote } from '../quotes/quote-desk';
import type { DeskCaseRow, Fields } from '../../rows/rows';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { readableAnswers } from './desk-answers';
import { deskAnswerMail } from './desk-mail';
import { deskPromise } from './desk-office';
import { deskCaseTitle } from './desk-title';

export const deskCaseUid = 'api::desk-case.desk-case' as const;
/** The job that tells the customer the desk's answer; its subject is the offer line's public id (one e-mail per answer). */
export const deskAnswerMailTask = 'deskAnswerMail';
/** The job that tells the office of a new case (office-work/office-notices.ts); its subject is the case's line id. */
export const deskCaseOpenedTask = 'deskCaseOpened';


export interface DeskDeps {
  strapi: Core.Strapi;
  queue: TaskQueue;
  /** Tells this process's job worker that a job waits. */
  wake: () => void;
  siteUrl: string;
  /** The office (its key in the CMS) whose staff answer and whose opening hours count. */
  officeKey: string;
  /** The working hours within which the desk promises an answer. */
  answerHours: number;
  /** The most cases one e-mail address, and one client address, may have open that were opened in the last 24 hours. */
  limits: { perEmailPerDay: number; perAddressPerDay: number };
  /** The CMS's words of the insurance terms: the case titles' and the answer mails' product names. */
  terms: TermCatalogue;
  now?: () => Date;
}

const dayMs = 24 * 3600_000;

/** The quote form's labels in Estonian (the staff's language), as editors keep them in the CMS. */
export async function deskStaffLabels(strapi: Core.Strapi): Promise<Record<string, string>> {
  const global = await strapi.db.query('api::global.global' as never).findOne({ where: { locale: 'et' }, select: ['uiTexts'] } as never) as { uiTexts?: { quote?: Record<string, string> } } | null;
  return global?.uiTexts?.quote ?? {};
}

const languageOf = (value: unknown): Locale => (value === 'ru' || value === 'en' ? value : 'et');

/**
 * The broker desk: insurers our staff answer for. A quote opens a case per desk insurer (the Broker desk
 * inbox in the admin) beside the insurer's pending line; staff's answer (desk-checks.ts) fills the line and
 * the customer is told by e-mail, as a durable job.
 */
export function createDesk(deps: DeskDeps) {
  const { strapi } = deps;
  const now = deps.now ?? (() => new Date());
  const cases = tableQuery(strapi, deskCaseUid);
  const offers = tableQuery(strapi, 'api::offer.offer');
  const caseWrites = rowWrites(strapi, deskCaseUid);

  /** The open cases of these desk insurers for the same product, insured object and e-mail: a repeated request. */
  async function openCasesFor(quote: DeskQuote, email: string | null, objectKey: string | null, insurerCodes: string[]): Promise<Map<string, DeskCaseRow>> {
    if (!email || !objectKey) return new Map();
    const found = await cases().findMany({ where: { state: 'open', product: quote.product, objectKey, customerEmail: { $eqi: email }, insurerCode: { $in: insurerCodes } }, orderBy: { id: 'asc' } });
    return new Map(found.map((row) => [String(row.insurerCode), row]));
  }

  /** Whether opening `count` more cases keeps the e-mail and the client address within their open cases of the last day. */
  async function withinLimits(email: string | null, address: string | null, count: number): Promise<boolean> {
    const since = new Date(now().getTime() - dayMs);
    const openSince = (where: Fields) => strapi.db.query(deskCaseUid).count({ where: { state: 'open', createdAt: { $gt: since }, ...where } });
    if (email && (await openSince({ customerEmail: { $eqi: email } })) + count > deps.limits.perEmailPerDay) return false;
    return !(address && (await openSince({ requestAddress: address })) + count > deps.limits.perAddressPerDay);
  }

  /**
   * The desk insurers' lines of a quote, pending with who answers and by when, and how to store their cases
   * (called inside the quote's transaction, so a quote is never without its cases). The same request again (same
   * product, insured object and e-mail) opens no case: its line says the open case has it (deskAlreadyAsked),
   * the case counts the repeat, and the answer goes to that e-mail once. Too many open cases are refused.
   */
  async function open(quote: DeskQuote, newLines: NewLine[]): Promise<DeskOpening> {
    if (!newLines.length) return { refused: null, lines: [], store: async () => {} };
    const email = typeof quote.input.email === 'string' ? quote.input.email.trim() : null;
    const objectKey = insuredObjectKey(quote.input);
    const repeated = await openCasesFor(quote, email, objectKey, newLines.map((line) => line.insurerId));
    const fresh = newLines.filter((line) => !repeated.has(line.insurerId));
    if (fresh.length && !(await withinLimits(email, quote.address, fresh.length))) return { refused: 'deskLimitReached' };
    const { office, answerBy } = await deskPromise(strapi, deps.officeKey, deps.answerHours, quote.language, now());
    const answers = readableAnswers(quote.input, quote.vehicle, await deskStaffLabels(strapi));
    const staffTerms = await deps.terms.words('et');
    const lines = newLines.map((line) => {
      const earlier = repeated.get(line.insurerId);
      return earlier
        ? { ...line, outcome: 'unavailable' as const, reason: 'deskAlreadyAsked', channel: 'desk' as const, answerBy: earlier.answerBy ? new Date(earlier.answerBy) : answerBy, deskOffice: earlier.office ?? office }
        : { ...line, outcome: 'pending' as const, channel: 'desk' as const, answerBy, deskOffice: office };
    });
    const rows = fresh.map((line) => ({
      title: deskCaseTitle(productName(staffTerms, quote.product), line.insurerName, email),
      state: 'open' as const,
      answerBy,
      product: quote.product,
      insurerName: line.insurerName,
      insurerCode: line.insurerId,
      office,
      customerEmail: email,
      customerPhone: typeof quote.input.phone === 'string' ? quote.input.phone : null,
      customerLanguage: languageOf(quote.language),
      answers,
      answersData: quote.input,
      vehicle: quote.vehicle,
      lineId: line.publicId,
      quoteId: line.quoteId,
      objectKey,
      requestAddress: quote.address,
      publishedAt: now(),
    }));
    return {
      refused: null,
      lines,
      store: async () => {
        for (const row of rows) await caseWrites.insert(row);
        // In the quote's transaction: the office hears of the case once it is stored.
        if (rows.length) {
          await strapi.db.transaction(async ({ trx, onCommit }) => {
            for (const row of rows) await deps.queue.enqueue(deskCaseOpenedTask, row.lineId, { lineId: row.lineId }, trx as never);
            onCommit(() => deps.wake());
          });
        }
        for (const earlier of repeated.values()) await caseWrites.patch({ id: earlier.id, state: 'open' }, { repeats: (earlier.repeats ?? 0) + 1 });
      },
    };
  }

  /** After staff answered a case: the customer's e-mail, once per answer. */
  async function answered(lineId: string): Promise<void> {
    if (await deps.queue.enqueue(deskAnswerMailTask, lineId, { lineId })) deps.wake();
  }

  async function sendAnswerMail(lineId: string): Promise<void> {
    const [line, found] = await Promise.all([offers().findOne({ where: { publicId: lineId } }), cases().findOne({ where: { lineId } })]);
    if (!line || !found?.customerEmail || (line.outcome !== 'offer' && line.outcome !== 'declined')) return;
    const language = languageOf(found.customerLanguage);
    const product = line.product as ProductKey;
    const url = line.outcome === 'offer'
      ? `${deps.siteUrl}${localizePath(offerRoutes[product], language, { id: line.publicId })}`
      : `${deps.siteUrl}${localizePath(quoteFormRoutes[product], language)}`;
    const content = deskAnswerMail(language, await deps.terms.words(language), {
      product,
      insurerName: line.insurerName,
      outcome: line.outcome,
      premium: line.premium ?? undefined,
      validUntil: line.validUntil ? tallinnDate(new Date(line.validUntil)) : undefined,
      declineNote: line.declineNote ?? undefined,
    }, url);
    await sendMail(strapi, { to: found.customerEmail, ...content });
  }

  const handlers: Record<string, TaskHandler> = {
    async [deskAnswerMailTask](job) {
      await sendAnswerMail(String(job.payload.lineId));
    },
  };

  return { open, answered, handlers, now };
}

export type Desk = ReturnType<typeof createDesk>;
