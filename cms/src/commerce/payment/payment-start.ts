import { randomBytes } from 'crypto';
import { emailAddress, insuredObjectKey, invoiceDueDate, isInvoiceOverdue, mayPayByInvoice, referenceNumber, tallinnDate, todayInTallinn } from '@kindlustus/domain';
import { localizePath, type Locale } from '@kindlustus/routes';
import type { OrderLine, PaymentOrderRow } from '../../rows/rows';
import type { CartService } from '../cart/cart-service';
import { checkActingRight } from '../company/acting-right';
import { offerHolds } from './offer-holds';
import type { ApiContext } from '../../http/koa-context';
import { databaseRateLimiter } from '../../rate-limits/rate-limit';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { isUniqueViolation } from '../../database/unique-violation';
import { describeInsuredObject, policyholderOf } from '../quotes/insured-object';
import { reject } from '../outcome';
import { moneyTaken, type PaymentConsent, type PaymentDeps, type PaymentMethod, type StartOutcome } from './payment-types';

/** A transaction's way out when an offer is held by another order: the order just inserted is rolled back. */
class OfferHeld extends Error {
  constructor(readonly holder: PaymentOrderRow | null) {
    super('offer held by another order');
  }
}

const sameOffers = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newReference = () => `TK${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;

/** Whether an order's payment has been set up: the provider's address given, or an invoice (made whole in one transaction). */
const started = (order: PaymentOrderRow) => Boolean(order.paymentUrl) || order.method === 'invoice';

/** An invoice's number and its reference number (7-3-1), both from the order's id: unique as the order is. */
const invoiceIdentity = (id: number, today: string) => ({
  invoiceNumber: `${today.slice(0, 4)}-${String(id).padStart(6, '0')}`,
  invoiceReference: referenceNumber(`7${String(id).padStart(6, '0')}`),
});

/** The last Tallinn day every offer of the order is still valid on, or null when none has a deadline. */
function lastValidDay(lines: OrderLine[]): string | null {
  const days = lines.flatMap((line) => (line.validUntil ? [tallinnDate(new Date(new Date(line.validUntil).getTime() - 1))] : []));
  return days.length ? days.sort()[0]! : null;
}

/**
 * Starting a payment: the cart's priced lines frozen in an order, one payment per offer (the order holds its
 * offers), and the provider asked for the payment's address; another start of the same offers continues it.
 */
export function createPaymentStart(deps: PaymentDeps, now: () => Date) {
  const { strapi, provider, sessions, carts } = deps;
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
    // An invoice keeps its offers until its due date: the company pays by transfer within it.
    if (order.method === 'invoice') return order.status === 'PENDING' && !!order.invoiceDueDate && !isInvoiceOverdue(String(order.invoiceDueDate), todayInTallinn(now()));
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
    for (let wait = 0; open && !started(open) && wait < 30; wait += 1) {
      await sleep(100);
      open = await orders().findOne({ where: { id: holder.id } });
    }
    if (!open || !started(open) || !(open.status === 'PENDING' || open.status === 'AUTHORIZED')) return reject(409, 'paymentInProgress');
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
        // Issuing checks it against the moment the payment completed (policy-service.ts).
        validUntil: offer.validUntil ? new Date(offer.validUntil).toISOString() : null,
      };
    });
  }

  /**
   * Starts paying the customer's cart: freezes the priced lines in an order and asks the provider for
   * a payment URL. The same idempotency key always answers with the same order.
   */
  async function start(ctx: ApiContext, idempotencyKey: string, language: Locale, bank?: string | null, emailInput?: unknown, consent: PaymentConsent = {}, method: PaymentMethod = 'bankLink'): Promise<StartOutcome> {
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
    if (earlier) return started(earlier) ? { ok: true, value: earlier } : reject(409, 'paymentInProgress');
    if (!(await limiter.take(session.personalCode))) return reject(429, 'tooManyRequests');

    const view = await carts.current(ctx);
    if (view.priced.problems.includes('empty')) return reject(409, 'cartEmpty');
    if (view.alreadyInsured.size) return reject(409, 'objectAlreadyInsured');
    if (!view.priced.payable) return reject(409, 'offerExpired');
    const customer = await customers().findOne({ where: { personalCode: session.personalCode } });
    const payer = { personalCode: session.personalCode, name: [customer?.givenName, customer?.surname].filter(Boolean).join(' ') };
    const frozen = orderLines(view, payer);
    // The right to act for each company among the policyholders, asked of the register now: before any payment method.
    if (deps.actingRight) {
      const acting = await checkActingRight(deps.actingRight, session.personalCode, frozen);
      if (!acting.ok) return acting;
    }
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
    // An invoice is for a company: every line's policyholder must be one (the same rule the site offers it by).
    if (method === 'invoice' && !mayPayByInvoice(lines)) return reject(409, 'invoiceNotAllowed');
    const reference = newReference();
    const offerIds = lines.map((line) => line.offerId);
    let order: PaymentOrderRow;
    try {
      // One payment per offer: the order and its offers' holds are written together or not at all.
      order = await strapi.db.transaction(async ({ trx }) => {
        const inserted = await orderWrites.insert({
          reference, personalCode: session.personalCode, idempotencyScope, lines, amount: view.priced.dueNow, currency: 'EUR',
          status: 'PENDING', language, bank: method === 'invoice' ? null : bank ?? null, cartId: view.cart.publicId, email: email.data, method,
        });
        await holdOffers(trx, reference, offerIds);
        if (method !== 'invoice') return inserted;
        const today = todayInTallinn(now());
        const invoice = { ...invoiceIdentity(inserted.id, today), invoiceDueDate: invoiceDueDate(today, lastValidDay(lines)), invoiceReceived: 0, invoiceCredits: [] };
        await orderWrites.patch({ id: inserted.id }, invoice);
        return { ...inserted, ...invoice };
      });
      // Remembered for the next payment's form and for reminders about policies bought earlier.
      if (customer?.email !== email.data) await customerWrites.patch({ personalCode: session.personalCode }, { email: email.data });
    } catch (error) {
      if (error instanceof OfferHeld) return continueOrRefuse(error.holder, session.personalCode, offerIds, view.priced.dueNow);
      if (!isUniqueViolation(error)) throw error;
      const same = await orders().findOne({ where: { idempotencyScope } });
      return same && started(same) ? { ok: true, value: same } : reject(409, 'paymentInProgress');
    }
    if (method === 'invoice') {
      // The invoice's e-mail goes out as a job; one not enqueued here (a stopped process) the housekeeping sweep enqueues.
      await deps.onInvoiced?.({ id: order.id, reference: order.reference }).catch((error: Error) => strapi.log.error(`Invoice mail of ${order.reference} not enqueued: ${error.message}`));
      return { ok: true, value: order };
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

  return { start };
}
