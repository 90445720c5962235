import { createHash } from 'crypto';
import type { PaymentNotice, PaymentStatus } from '../../adapters/payments/payment-provider';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { isUniqueViolation } from '../../database/unique-violation';
import type { PaymentDeps } from './payment-types';

/** A provider status in which it holds the customer's money (or is about to). */
const moneyOnTheWay: readonly PaymentStatus[] = ['PAID', 'AUTHORIZED'];
const referenceLength = 40;

/**
 * Money the provider took for an order we do not hold (erased before the payment came through, or never
 * ours): kept as an order of its own, REFUND_DUE with reason orderUnknown and the whole amount, so that staff
 * find it with the other refunds due (Content Manager → Payment order) and return it. Once per provider
 * transaction (its uuid is unique), however often the notice comes.
 */
export function createStrayPayments(deps: PaymentDeps, now: () => Date) {
  const orders = tableQuery(deps.strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(deps.strapi, 'api::payment-order.payment-order');

  /** The notice's reference when free; else (another order holds it) one derived from the provider's uuid. */
  async function freeReference(notice: PaymentNotice): Promise<string> {
    const wanted = notice.merchantReference.slice(0, referenceLength);
    if (wanted && !(await orders().findOne({ where: { reference: wanted }, select: ['id'] }))) return wanted;
    const suffix = createHash('sha256').update(notice.providerUuid).digest('hex').slice(0, 10);
    return `${notice.merchantReference.slice(0, referenceLength - suffix.length - 1)}~${suffix}`;
  }

  async function record(notice: PaymentNotice): Promise<{ status: number; code: string }> {
    if (!moneyOnTheWay.includes(notice.status)) {
      deps.strapi.log.info(`Payment notice ${notice.status} for an order we do not hold (${notice.merchantReference}, ${notice.providerUuid}): no money taken, nothing to return`);
      return { status: 200, code: 'orderUnknown' };
    }
    const at = now();
    try {
      await orderWrites.insert({
        reference: await freeReference(notice),
        personalCode: '',
        idempotencyScope: `stray:${notice.providerUuid}`.slice(0, 160),
        lines: [],
        amount: notice.amount,
        currency: notice.currency.slice(0, 3),
        status: 'REFUND_DUE',
        providerUuid: notice.providerUuid,
        bank: notice.bankName ?? null,
        paidAt: at,
        policiesIssuedAt: at,
        refundAmount: notice.amount,
        refundReason: 'orderUnknown',
        flag: 'orderUnknown',
      });
      deps.strapi.log.warn(`Payment of ${notice.amount} ${notice.currency} for an order we do not hold (${notice.merchantReference}, provider's ${notice.providerUuid}): recorded as a refund due`);
    } catch (error) {
      // The same transaction recorded already (a redelivery, or the same notice at once): nothing more to do.
      // Another clash (the reference, taken meanwhile) fails this delivery: the provider's next one tries again.
      if (!isUniqueViolation(error) || !(await orders().findOne({ where: { providerUuid: notice.providerUuid }, select: ['id'] }))) throw error;
    }
    return { status: 200, code: 'orderUnknown' };
  }

  return { record };
}
