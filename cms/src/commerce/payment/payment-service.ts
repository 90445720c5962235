import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { emailAddress, insuredObjectKey } from '@kindlustus/domain';
import { localizePath, type Locale } from '@kindlustus/routes';
import type { PaymentBank, PaymentProvider, PaymentStatus } from '../../adapters/payments/payment-provider';
import type { CartService } from '../cart/cart-service';
import type { SessionStore } from '../login/customer-session';
import { describeInsuredObject, policyholderOf } from '../quotes/insured-object';
import type { ApiContext } from '../plumbing/koa-context';
import { offerHolds } from '../cart/offer-holds';
import { settleOrder } from './order-settlement';
import type { OrderLine, PolicyService } from '../policies/policy-service';
import { reject, type Outcome } from '../quotes/quote-service';
import { databaseRateLimiter } from '../plumbing/rate-limit';
import { rowWrites } from '../plumbing/row-writes';
import { isUniqueViolation } from '../plumbing/unique-violation';
import { tableQuery } from '../plumbing/table-query';
import type { ComparisonSort } from '../../sale-record/demands-and-needs';
import type { SaleRecords } from '../../sale-record/sale-records';

import type { PaymentOrderRow } from '../../rows/rows';

/** An order as read, or as just moved by a notice (its paidAt then the Date written). */
type KnownOrder = Omit<PaymentOrderRow, 'paidAt'> & { paidAt: string | Date | null };

export interface PaymentDeps {
  strapi: Core.Strapi;
  provider: PaymentProvider;
  sessions: SessionStore;
  carts: CartService;
  policies: PolicyService;
  siteUrl: string;
  notificationUrl: string;
  limit: { burst: number; perMinute: number };
  /** After an order's policies are issued: enqueues its documents and e-mail. A failure is logged, never the payment's (the sweep enqueues what is missing). */
  onIssued?: (order: { id: number; reference: string }) => Promise<unknown>;
  /** Records on each order line what the customer was shown and accepted (documents, demands and needs). */
  saleRecords?: SaleRecords;
  /** Refuse a payment while a line lacks its insurer's terms or IPID (a live site: see saleDocumentsRequired). */
  documentsRequired?: boolean;
  /** Test hook: end the process after a payment is recorded and before its policies are issued. */
  crashBeforeIssue?: boolean;
  /** How long an order with no word from the provider keeps its offers from another payment (the provider's own expiry). */
  openPaymentMs?: number;
  now?: () => Date;
}

/** An order's status: the provider's, or REFUND_DUE (paid for offers whose policy it cannot hold: money to return). */
export type OrderStatus = PaymentStatus | 'REFUND_DUE';
/** What the customer ticked on the payment page: the documents' consent and the demands-and-needs confirmation, and the comparison's sort order. */
export interface PaymentConsent {
  termsAccepted?: boolean | null;
  demandsAndNeedsConfirmed?: boolean | null;
  sort?: ComparisonSort;
}

/** A refusal to start a payment may name the customer's own open payment, to continue it. */
export type StartOutcome = Outcome<PaymentOrderRow> & { openOrder?: PaymentOrderRow };

/** Which statuses a new status may follow: a status never moves backwards. */
const allowedFrom: Record<PaymentStatus, OrderStatus[]> = {
  PENDING: [],
  AUTHORIZED: ['PENDING'],
  PAID: ['PENDING', 'AUTHORIZED'],
  ABANDONED: ['PENDING', 'AUTHORIZED'],
  VOIDED: ['PENDING', 'AUTHORIZED'],
  PARTIALLY_REFUNDED: ['PAID', 'REFUND_DUE'],
  REFUNDED: ['PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED'],
};

/** Statuses in which the provider has taken the money: the order's offers are bought (or to be refunded). */
const moneyTaken: ReadonlyArray<OrderStatus | null> = ['PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED'];

/** A transaction's way out when an offer is held by another order: the order just inserted is rolled back. */
class OfferHeld extends Error {
  constructor(readonly holder: PaymentOrderRow | null) {
    super('offer held by another order');
  }
}

const sameOffers = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the sweep waits before it issues a paid order's policies again after a failure: a minute, doubling, at most an hour. */
export const issueRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const newReference = () => `TK${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;

export function createPaymentService(deps: PaymentDeps) {
  const { strapi, provider, sessions, carts, policies } = deps;
  const now = deps.now ?? (() => new Date());
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');
  const customerWrites = rowWrites(strapi, 'api::customer.customer');
  const limiter = databaseRateLimiter(() => strapi.db.connection, 'payment', deps.limit);
  const holds = offerHolds(strapi);
  const openPaymentMs = deps.openPaymentMs ?? 30 * 60_000;

  /** Whether an order still keeps its offers from another payment: open with the provider and not expired, or paid. */
  function stillHolds(order: PaymentOrderRow): boolean {
    if (moneyTaken.includes(order.status)) return true;
    const open = order.status === 'PENDING' || order.status === 'AUTHORIZED';
    return open && now().getTime() - new Date(order.createdAt).getTime() < openPaymentMs;
  }

  /**
   * Holds the order's offers for it, inside the transaction that inserted it; throws OfferHeld (rolling it back)
   * when one is held by an order that still counts. A hold of an order that ended or expired is taken over.
   */
  async function holdOffers(trx: Parameters<typeof holds.take>[0], reference: string, offerIds: string[]): Promise<void> {
    for (const [offerId, holderReference] of await holds.take(trx, reference, offerIds)) {
      const holder = await orders().findOne({ where: { reference: holderReference } });
      if (holder && stillHolds(holder)) throw new OfferHeld(holder);
      if (await holds.takeOver(trx, offerId, holderReference, reference)) continue;
      // Another start took it over first: that one is the open payment now.
      const [taken] = await holds.take(trx, reference, [offerId]).then((held) => [...held.values()]);
      throw new OfferHeld(taken ? await orders().findOne({ where: { reference: taken } }) : null);
    }
  }

  /**
   * Another tab, or another replica at the same moment, is paying these offers: the same offers for the same amount
   * continue that payment (once the provider has given its address); otherwise the customer is told why, and
   * offered their own open payment.
   */
  async function continueOrRefuse(holder: PaymentOrderRow | null, personalCode: string, offerIds: string[], amount: number): Promise<StartOutcome> {
    if (!holder || holder.personalCode !== personalCode) return reject(409, 'paymentInProgress');
    if (moneyTaken.includes(holder.status)) return reject(409, 'alreadyInsured');
    let open: PaymentOrderRow | null = holder;
    // The other start may still be asking the provider for the payment's address (a second or so).
    for (let wait = 0; open && !open.paymentUrl && wait < 30; wait += 1) {
      await sleep(100);
      open = await orders().findOne({ where: { id: holder.id } });
    }
    if (!open?.paymentUrl || !(open.status === 'PENDING' || open.status === 'AUTHORIZED')) return reject(409, 'paymentInProgress');
    const openOffers = open.lines.map((line) => line.offerId);
    if (sameOffers(openOffers, offerIds) && open.amount === amount) return { ok: true, value: open };
    return { ...reject<PaymentOrderRow>(409, 'paymentInProgress'), openOrder: open };
  }

  function orderLines(view: Awaited<ReturnType<CartService['current']>>, payer: { personalCode: string; name: string }): OrderLine[] {
    return view.priced.lines.map((line) => {
      const offer = view.offers.get(line.offerId)!;
      const quote = view.quotes.get(offer.quoteId) ?? null;
      return {
        offerId: line.offerId,
        insurerId: offer.insurerId,
        insurerName: offer.insurerName,
        product: offer.product,
        premium: line.premium,
        instalments: line.instalments,
        schedule: line.schedule,
        extras: line.extras.filter((extra) => extra.selected).map(({ key, amount, days, vat }) => ({ key, amount, days, vat })),
        dueNow: line.dueNow,
        startDate: line.schedule[0]!.dueDate,
        periodMonths: offer.periodMonths ?? 12,
        insuredObject: describeInsuredObject(quote),
        objectKey: insuredObjectKey((quote?.input ?? {}) as Record<string, unknown>),
        policyholder: policyholderOf(quote, payer),
        coverRows: offer.coverRows ?? [],
        deductibles: offer.deductibles ?? [],
        territory: offer.territory ?? null,
      };
    });
  }

  /**
   * Starts paying the customer's cart: freezes the priced lines in an order and asks the provider for
   * a payment URL. The same idempotency key always answers with the same order.
   */
  async function start(ctx: ApiContext, idempotencyKey: string, language: Locale, bank?: string | null, emailInput?: unknown, consent: PaymentConsent = {}): Promise<StartOutcome> {
    const session = await sessions.current(ctx);
    if (!session) return reject(401, 'loginRequired');
    if (typeof idempotencyKey !== 'string' || !/^[\w-]{8,80}$/.test(idempotencyKey)) return reject(400, 'invalidIdempotencyKey');
    const email = emailAddress.safeParse(emailInput ?? '');
    if (!email.success) {
      const code = email.error.issues[0]?.message ?? 'invalidEmail';
      return reject(400, 'invalidInput', { errors: [{ field: 'email', code }] });
    }
    // The consent to the documents and the demands-and-needs statement are part of the sale: without them, no payment.
    const unconfirmed = [
      ...(consent.termsAccepted === true ? [] : [{ field: 'terms', code: 'consentRequired' }]),
      ...(consent.demandsAndNeedsConfirmed === true ? [] : [{ field: 'demandsAndNeeds', code: 'consentRequired' }]),
    ];
    if (unconfirmed.length) return reject(400, 'consentRequired', { errors: unconfirmed });
    const idempotencyScope = `${session.personalCode}:${idempotencyKey}`;
    const earlier = await orders().findOne({ where: { idempotencyScope } });
    if (earlier) return earlier.paymentUrl ? { ok: true, value: earlier } : reject(409, 'paymentInProgress');
    if (!(await limiter.take(session.personalCode))) return reject(429, 'tooManyRequests');

    const view = await carts.current(ctx);
    if (view.priced.problems.includes('empty')) return reject(409, 'cartEmpty');
    if (view.alreadyInsured.size) return reject(409, 'objectAlreadyInsured');
    if (!view.priced.payable) return reject(409, 'offerExpired');
    const customer = await customers().findOne({ where: { personalCode: session.personalCode } });
    const payer = { personalCode: session.personalCode, name: [customer?.givenName, customer?.surname].filter(Boolean).join(' ') };
    const frozen = orderLines(view, payer);
    // Which documents were shown is derived here, from the offers in the cart at this moment, never taken from the browser.
    let lines: OrderLine[] = frozen;
    try {
      if (deps.saleRecords) lines = await deps.saleRecords.recordLines(frozen, (offerId) => view.offers.get(offerId)?.quoteId ?? null, language, consent.sort ?? 'price', now());
    } catch (error) {
      // A document's file that cannot be read cannot have been given: no sale without the record of it.
      strapi.log.error(`A cart's documents could not be recorded, its payment was not started: ${(error as Error).message}`);
      return reject(503, 'documentsUnavailable');
    }
    if (deps.documentsRequired && lines.some((line) => !(['terms', 'ipid'] as const).every((kind) => line.saleRecord?.documents.some((document) => document.kind === kind)))) {
      // Without the pre-contract documents there is no sale at a distance: the customer is told to ask us.
      return reject(409, 'documentsMissing');
    }
    const reference = newReference();
    const offerIds = lines.map((line) => line.offerId);
    let order: PaymentOrderRow;
    try {
      // One payment per offer: the order and its offers' holds are written together or not at all.
      order = await strapi.db.transaction(async ({ trx }) => {
        const inserted = await orderWrites.insert({
          reference, personalCode: session.personalCode, idempotencyScope, lines, amount: view.priced.dueNow, currency: 'EUR',
          status: 'PENDING', language, bank: bank ?? null, cartId: view.cart.publicId, email: email.data,
        });
        await holdOffers(trx, reference, offerIds);
        return inserted;
      });
      // Remembered for the next payment's form and for reminders about policies bought earlier.
      if (customer?.email !== email.data) await customerWrites.patch({ personalCode: session.personalCode }, { email: email.data });
    } catch (error) {
      if (error instanceof OfferHeld) return continueOrRefuse(error.holder, session.personalCode, offerIds, view.priced.dueNow);
      if (!isUniqueViolation(error)) throw error;
      const same = await orders().findOne({ where: { idempotencyScope } });
      return same?.paymentUrl ? { ok: true, value: same } : reject(409, 'paymentInProgress');
    }
    try {
      const created = await provider.createPayment({
        merchantReference: reference,
        amount: view.priced.dueNow,
        currency: 'EUR',
        locale: language,
        lineItems: lines.map((line) => ({ name: `${line.insurerName}: ${line.insuredObject || line.product}`, quantity: 1, amount: line.dueNow })),
        returnUrl: `${deps.siteUrl}${localizePath('paymentReturn', language)}`,
        notificationUrl: deps.notificationUrl,
        preferredBank: bank ?? undefined,
        customerName: payer.name || undefined,
      });
      await orderWrites.patch({ id: order.id }, { providerUuid: created.providerUuid, paymentUrl: created.paymentUrl });
      return { ok: true, value: { ...order, providerUuid: created.providerUuid, paymentUrl: created.paymentUrl } };
    } catch (error) {
      strapi.log.warn(`Payment provider refused order ${reference}: ${(error as Error).message}`);
      // Nothing was paid: forget the order so that a retry with the same key can start afresh.
      await orders().delete({ where: { id: order.id } });
      await holds.release(reference);
      return reject(502, 'paymentUnavailable');
    }
  }

  /**
   * The provider's notification: the source of truth. Safe to receive any number of times, in any
   * order and at once: statuses only move forwards, and policies are issued once per offer.
   */
  async function recordNotice(orderToken: unknown): Promise<{ status: number; code: string }> {
    if (typeof orderToken !== 'string') return { status: 400, code: 'missingToken' };
    const reading = provider.readOrderToken(orderToken);
    if (!reading.ok) return { status: 401, code: 'invalidToken' };
    const notice = reading.notice;
    const order = await orders().findOne({ where: { reference: notice.merchantReference } });
    if (!order) return { status: 404, code: 'orderNotFound' };
    if (order.providerUuid && notice.providerUuid !== order.providerUuid) return { status: 409, code: 'paymentMismatch' };
    if (notice.amount !== order.amount || notice.currency !== order.currency) {
      await orderWrites.patch({ id: order.id }, { flag: 'amountMismatch' });
      strapi.log.warn(`Payment notice for ${order.reference} has ${notice.amount} ${notice.currency}, the order ${order.amount} ${order.currency}: refused`);
      return { status: 422, code: 'amountMismatch' };
    }
    if (notice.status === 'VOIDED' && moneyTaken.includes(order.status)) {
      await orderWrites.patch({ id: order.id }, { flag: 'voidedAfterPaid' });
      return { status: 200, code: 'flagged' };
    }
    const data: { status: PaymentStatus; bank: string | null; paidAt?: Date } = { status: notice.status, bank: notice.bankName ?? order.bank };
    if (notice.status === 'PAID') data.paidAt = now();
    const { count } = await orders().updateMany({ where: { id: order.id, status: { $in: allowedFrom[notice.status] } }, data });
    if (count === 1 && notice.status === 'PAID' && deps.crashBeforeIssue) process.kill(process.pid, 'SIGKILL');
    // Moved by this notice, the order is what was read plus the change; otherwise another notice may have moved it: read again.
    await issueIfPaid(count === 1 ? { ...order, ...data } : order.id);
    return { status: 200, code: 'ok' };
  }

  /** `known`: the order's row as it stands now (just written here), or its id to read it. */
  async function issueIfPaid(known: number | KnownOrder): Promise<void> {
    const order = typeof known === 'number' ? await orders().findOne({ where: { id: known } }) : known;
    if (!order || order.status !== 'PAID' || order.policiesIssuedAt) return;
    const refused = await policies.issueForOrder(order);
    const settlement = settleOrder(order.lines, refused);
    if (settlement.status === 'REFUND_DUE') {
      strapi.log.warn(`Order ${order.reference} is paid, but holds no policy for ${settlement.refusedOffers.join(', ')} (${settlement.refundReason}): ${settlement.refundAmount} cents to refund`);
    }
    // The paid offers leave the cart before the order counts as issued: a process that stops, or a write that
    // fails, in between leaves both to the sweep (issuing and emptying are idempotent; marking is the last step).
    await carts.removePaid(order.personalCode, order.lines.map((line) => line.offerId));
    // The order ends PAID only with a policy for each line; else REFUND_DUE with the amount, for staff to return.
    const ending = settlement.status === 'PAID'
      ? { status: 'PAID' as const }
      : { status: 'REFUND_DUE' as const, refundAmount: settlement.refundAmount, refusedOffers: settlement.refusedOffers, refundReason: settlement.refundReason, flag: settlement.refundReason };
    const marked = await orderWrites.patch({ id: order.id, status: 'PAID', policiesIssuedAt: null }, { policiesIssuedAt: now(), ...ending });
    // A notification racing this one marked the order first: the mail is its to do.
    if (!marked) return;
    // Only the job is written here: the PDFs and the mail server's answer are not waited for. A process stopping
    // before the job is written leaves the order to the sweep, which enqueues the mail of any issued order without it.
    await deps.onIssued?.({ id: order.id, reference: order.reference }).catch((error: Error) => strapi.log.error(`Policy mail of ${order.reference} not enqueued: ${error.message}`));
  }

  /** The address the payment form starts with: one given in a quote in the cart, else the customer's last. */
  async function suggestedEmail(ctx: ApiContext): Promise<string | null> {
    const session = await sessions.current(ctx);
    if (!session) return null;
    const view = await carts.current(ctx);
    for (const line of view.priced.lines) {
      const offer = view.offers.get(line.offerId);
      const input = (offer ? view.quotes.get(offer.quoteId)?.input : null) as Record<string, unknown> | null | undefined;
      if (typeof input?.email === 'string' && input.email.trim()) return input.email.trim();
    }
    const customer = await customers().findOne({ where: { personalCode: session.personalCode }, select: ['email'] });
    return customer?.email ?? null;
  }

  /**
   * Paid orders whose policies were not issued (the process stopped in between), oldest first: issue them
   * now. One that fails is logged and waits longer each time (issueRetryDelayMs), so that a few that keep
   * failing never hold up the others; the others go on. Answers how many were done.
   */
  async function issueOutstanding(): Promise<number> {
    const sweptAt = now();
    const waiting = await orders().findMany({
      where: { status: 'PAID', policiesIssuedAt: null, $or: [{ issueRetryAt: null }, { issueRetryAt: { $lte: sweptAt } }] },
      select: ['id', 'reference', 'issueAttempts'],
      orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
      limit: 100,
    });
    let done = 0;
    for (const order of waiting) {
      try {
        await issueIfPaid(order.id);
        done += 1;
      } catch (error) {
        const attempts = Number(order.issueAttempts ?? 0) + 1;
        const retryAt = new Date(now().getTime() + issueRetryDelayMs(attempts));
        await orderWrites.patch({ id: order.id }, { issueAttempts: attempts, issueRetryAt: retryAt }).catch(() => 0);
        strapi.log.error(`Issuing the policies of paid order ${order.reference} failed (attempt ${attempts}), tried again from ${retryAt.toISOString()}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return done;
  }

  /** What the return page shows: it checks the token's signature and reads the order; it confirms nothing. */
  async function readReturn(ctx: ApiContext, orderToken: string): Promise<Outcome<{ order: PaymentOrderRow; providerStatus: PaymentStatus; owned: boolean }>> {
    const reading = provider.readOrderToken(orderToken);
    if (!reading.ok) return reject(400, 'invalidToken');
    const order = await orders().findOne({ where: { reference: reading.notice.merchantReference } });
    if (!order || (order.providerUuid && order.providerUuid !== reading.notice.providerUuid)) return reject(404, 'orderNotFound');
    const session = await sessions.current(ctx);
    return { ok: true, value: { order, providerStatus: reading.notice.status, owned: session?.personalCode === order.personalCode } };
  }

  async function findOwned(ctx: ApiContext, reference: string): Promise<PaymentOrderRow | null> {
    const session = await sessions.current(ctx);
    if (!session || typeof reference !== 'string') return null;
    return orders().findOne({ where: { reference, personalCode: session.personalCode } });
  }

  let bankList: { banks: PaymentBank[]; until: number } | undefined;
  /** The banks to choose from on the site, asked from the provider at most every five minutes. */
  async function banks(): Promise<PaymentBank[]> {
    if (bankList && bankList.until > Date.now()) return bankList.banks;
    try {
      bankList = { banks: await provider.listBanks(), until: Date.now() + 5 * 60_000 };
      return bankList.banks;
    } catch (error) {
      strapi.log.warn(`Payment provider's bank list unavailable: ${(error as Error).message}`);
      // The provider's own page still lets the customer choose: the site shows no list meanwhile.
      return bankList?.banks ?? [];
    }
  }

  /** The customer's orders with money to return, newest first. */
  async function refundsDue(personalCode: string) {
    const rows = await orders().findMany({ where: { personalCode, status: 'REFUND_DUE' }, orderBy: { id: 'desc' }, limit: 50 });
    return rows.map((row) => ({
      orderId: row.reference, amount: Number(row.refundAmount ?? 0), currency: row.currency, reason: row.refundReason ?? 'objectAlreadyInsured', createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  return { start, recordNotice, issueOutstanding, readReturn, findOwned, banks, suggestedEmail, refundsDue };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
