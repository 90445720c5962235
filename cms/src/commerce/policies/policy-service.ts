import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { coversOverlap, instalmentDueDates, isOfferValid, isRegistryCode, policyEndDate, policyStanding, todayInTallinn, type CoverClaim } from '@kindlustus/domain';
import { newPublicId } from '../public-id';
import { conclusionEntries, type ConclusionTerms } from './policy-conclusions';
import type { RefundReason } from '../../policy-papers/mail/policy-mail';
import { rowWrites } from '../../database/row-writes';
import { isUniqueViolation } from '../../database/unique-violation';
import { tableQuery } from '../../database/table-query';

import type { OrderLine, PaymentOrderRow, PolicyRow, RowInput } from '../../rows/rows';

type PolicyInput = RowInput<'api::policy.policy'>;
/** What issuing reads of a paid order; paidAt: when the provider's word that it was paid arrived (null: not known). */
export type PaidOrder = Pick<PaymentOrderRow, 'reference' | 'personalCode' | 'language' | 'email' | 'lines'> & { paidAt?: string | Date | null };

export type { OrderLine };

/** A paid line whose policy this order does not hold, and why (the order then owes its money back: payment/order-settlement.ts). */
export interface LineRefusal {
  offerId: string;
  reason: RefundReason;
}

/** A policy number an insurer might give: its prefix, the year and eight digits from the offer. */
function policyNumber(line: OrderLine, startDate: string, salt: number): string {
  const digits = BigInt(`0x${createHash('sha256').update(`${line.offerId}:${salt}`).digest('hex').slice(0, 15)}`) % 100_000_000n;
  return `${line.insurerId.slice(0, 2).toUpperCase()}-${startDate.slice(0, 4)}-${digits.toString().padStart(8, '0')}`;
}

/**
 * Issues policies for paid orders. A unique index on the offer makes each offer's policy exist once,
 * however many times issuing is attempted at once. A line whose insurer has no API (`staff` says which) is
 * not numbered here: its policy is recorded `concluding`, with an entry for staff to conclude it with the insurer.
 */
export function createPolicyService(strapi: Core.Strapi, now: () => Date = () => new Date(), staff?: ConclusionTerms) {
  const policies = tableQuery(strapi, 'api::policy.policy');
  const policyWrites = rowWrites(strapi, 'api::policy.policy');
  const conclusions = conclusionEntries(strapi);

  /** The policy row, and for a concluding one its entry for staff in the same transaction. */
  async function record(data: PolicyInput, order: PaidOrder, line: OrderLine, salt: number): Promise<void> {
    if (data.state !== 'concluding') {
      await policyWrites.add({ ...data, policyNumber: policyNumber(line, String(data.startDate), salt) });
      return;
    }
    await strapi.db.transaction(async () => {
      await policyWrites.add(data);
      await conclusions.add(data, order, line);
    });
  }

  /** The issued policies that cover one of these claims' objects with the same product on a common day. */
  async function overlapping(claims: CoverClaim[]): Promise<CoverClaim[]> {
    if (!claims.length) return [];
    const rows = await policies().findMany({
      where: { objectKey: { $in: claims.map((claim) => claim.objectKey) } },
      select: ['product', 'objectKey', 'startDate', 'endDate'],
    });
    return rows
      .map((row) => ({ product: String(row.product), objectKey: String(row.objectKey), startDate: String(row.startDate), endDate: String(row.endDate) }))
      .filter((policy: CoverClaim) => claims.some((claim) => coversOverlap(claim, policy)));
  }

  /** Whose policy the offer has, if any: this order's (null), or another order's (the offer was paid twice). */
  async function offerPolicyOf(order: PaidOrder, offerId: string): Promise<null | 'ours' | 'paidTwice'> {
    const row = await policies().findOne({ where: { offerId } });
    if (!row) return null;
    return row.orderReference === order.reference ? 'ours' : 'paidTwice';
  }

  /**
   * Issues one paid line's policy; answers why not when this order cannot hold it: the offer's policy came from
   * another order (paidTwice), its object is insured already for an overlapping period, or the payment completed
   * after the offer's validity ended (offerExpired: no contract on an offer the insurer no longer stands by).
   */
  async function issueLine(order: PaidOrder, line: OrderLine): Promise<RefundReason | null> {
    const before = await offerPolicyOf(order, line.offerId);
    if (before) return before === 'ours' ? null : before;
    // The moment the payment completed counts, not the moment of issuing: the sweep may issue it much later.
    if (line.validUntil && !isOfferValid(line.validUntil, order.paidAt ? new Date(order.paidAt) : now())) return 'offerExpired';
    const today = todayInTallinn(now());
    // Cover never starts in the past: a start date that went by while paying moves to today.
    const startDate = line.startDate < today ? today : line.startDate;
    const claim = line.objectKey ? { product: line.product, objectKey: line.objectKey, startDate, endDate: policyEndDate(startDate, line.periodMonths) } : null;
    /** After a cover got in the way: it may be this offer's own, issued meanwhile by a notification racing this one. */
    const inTheWay = async (): Promise<RefundReason | null> => {
      const meanwhile = await offerPolicyOf(order, line.offerId);
      return meanwhile === 'ours' ? null : meanwhile ?? 'objectAlreadyInsured';
    };
    if (claim && (await overlapping([claim])).length) return inTheWay();
    const dueDates = instalmentDueDates(startDate, line.periodMonths, line.schedule.length, today);
    const concluding = staff ? await staff.needsStaff(line) : false;
    const data: PolicyInput = {
      publicId: newPublicId(),
      offerId: line.offerId,
      orderReference: order.reference,
      personalCode: order.personalCode,
      insurerId: line.insurerId,
      insurerName: line.insurerName,
      product: line.product,
      insuredObject: line.insuredObject,
      objectKey: line.objectKey ?? null,
      policyholder: line.policyholder,
      // A company's policy is listed for everyone who may represent the company (ownedBy): its code, queryable.
      policyholderCode: line.policyholder.code,
      startDate,
      endDate: policyEndDate(startDate, line.periodMonths),
      premium: line.premium,
      extras: line.extras,
      schedule: line.schedule.map((entry, index) => ({ ...entry, dueDate: dueDates[index] ?? entry.dueDate, paid: index === 0 })),
      coverRows: line.coverRows,
      deductibles: line.deductibles,
      territory: line.territory,
      // What the customer was shown and accepted before paying (sale-record), kept with the policy it led to.
      saleRecord: line.saleRecord ?? null,
      language: order.language,
      issuedAt: now(),
      state: concluding ? 'concluding' : 'issued',
      concludeBy: concluding ? await staff!.concludeBy(now()) : null,
    };
    for (let salt = 0; salt < 5; salt += 1) {
      try {
        await record(data, order, line, salt);
        return null;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Issued at the same moment by a racing notification of this order: done; by another order: paid twice.
        // The same object and start date issued at the same moment by another order: refused. Otherwise the
        // number was taken: next one.
        const meanwhile = await offerPolicyOf(order, line.offerId);
        if (meanwhile) return meanwhile === 'ours' ? null : meanwhile;
        if (claim && (await overlapping([claim])).length) return 'objectAlreadyInsured';
      }
    }
    throw new Error(`No free policy number for offer ${line.offerId}`);
  }

  /** Issues the order's policies; answers the lines it cannot hold a policy for, and why. */
  async function issueForOrder(order: PaidOrder): Promise<LineRefusal[]> {
    const refused: LineRefusal[] = [];
    for (const line of order.lines) {
      const reason = await issueLine(order, line);
      if (reason) refused.push({ offerId: line.offerId, reason });
    }
    return refused;
  }

  /** Who may see a policy: the person who bought it, and whoever represents the company it is for (`companyCodes`, from the register now). */
  const visibleTo = (personalCode: string, companyCodes: readonly string[] | null) =>
    companyCodes?.length ? { $or: [{ personalCode }, { policyholderCode: { $in: [...companyCodes] } }] } : { personalCode };
  /**
   * A company's policy is seen through the right to represent the company, by its buyer too: it leaves when the right
   * ends. While the register is silent (`companyCodes` null) the buyer still sees what she bought.
   */
  const seenThroughRight = (companyCodes: readonly string[] | null) => (row: PolicyRow) =>
    companyCodes === null || !isRegistryCode(row.policyholderCode ?? '') || companyCodes.includes(row.policyholderCode!);

  async function ownedBy(personalCode: string, companyCodes: readonly string[] | null = []): Promise<PolicyRow[]> {
    const rows = await policies().findMany({ where: visibleTo(personalCode, companyCodes), orderBy: [{ startDate: 'desc' }, { id: 'desc' }], limit: 200 });
    return rows.filter(seenThroughRight(companyCodes));
  }

  async function findOwned(personalCode: string, publicId: string, companyCodes: readonly string[] | null = []): Promise<PolicyRow | null> {
    if (typeof publicId !== 'string') return null;
    const row = await policies().findOne({ where: { publicId, ...visibleTo(personalCode, companyCodes) } });
    return row && seenThroughRight(companyCodes)(row) ? row : null;
  }

  /** The order's policies, concluding ones too (they have no number or document yet). */
  async function forOrder(reference: string): Promise<PolicyRow[]> {
    return policies().findMany({ where: { orderReference: reference }, orderBy: { id: 'asc' } });
  }

  const standing = (row: Pick<PolicyRow, 'startDate' | 'endDate'>) => policyStanding(String(row.startDate), String(row.endDate), todayInTallinn(now()));

  return { issueForOrder, ownedBy, findOwned, forOrder, standing, overlapping };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
