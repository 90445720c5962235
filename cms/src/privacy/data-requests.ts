import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import { tallinnDate, todayInTallinn, withdrawalRight, type WithdrawalRight } from '@kindlustus/domain';
import { sendMail } from '../adapters/mail/send-mail';
import { newPublicId } from '../commerce/public-id';
import type { Outcome, Rejection } from '../commerce/outcome';
import { eraseCustomerData } from './customer-data';
import { openPaymentsOf } from './record-links';
import { readPrivacySettings, type PrivacySettings } from './privacy-settings';
import type { CustomerRow, DataRequestRow, PolicyRow } from '../rows/rows';

const uid = 'api::data-request.data-request' as const;
const reject = (status: number, code: string): { ok: false; rejection: Rejection } => ({ ok: false, rejection: { status, code, errors: [] } });

/** The withdrawal right of a stored policy on `today`, by the CMS's terms. */
export function policyWithdrawal(policy: PolicyRow, settings: PrivacySettings, today: string): WithdrawalRight {
  return withdrawalRight({
    product: policy.product,
    policyholderCode: policy.policyholder?.code ?? policy.personalCode,
    concludedOn: tallinnDate(new Date(policy.issuedAt ?? policy.createdAt)),
    startDate: String(policy.startDate),
    endDate: String(policy.endDate),
  }, settings.withdrawal, today);
}

/**
 * The customer's requests from the account: erasure of their data and withdrawal from a contract. Each is a
 * record staff see in the admin ("Customer request"); staff approve or refuse an erasure, and the housekeeping
 * sweep carries out the approved ones; a withdrawal is also e-mailed to the broker's address when one is set.
 */
export function createDataRequests(strapi: Core.Strapi, now: () => Date = () => new Date()) {
  const requests = () => strapi.db.query(uid);

  async function nameOf(personalCode: string): Promise<string | null> {
    const customer: Pick<CustomerRow, 'givenName' | 'surname'> | null = await strapi.db.query('api::customer.customer').findOne({ where: { personalCode }, select: ['givenName', 'surname'] });
    return customer ? `${customer.givenName ?? ''} ${customer.surname ?? ''}`.trim() || null : null;
  }

  async function requestErasure(personalCode: string, language: Locale): Promise<DataRequestRow> {
    const open: DataRequestRow | null = await requests().findOne({ where: { personalCode, kind: 'erasure', state: { $in: ['pending', 'approved'] } } });
    if (open) return open;
    return requests().create({ data: { publicId: newPublicId(), kind: 'erasure', state: 'pending', personalCode, customerName: await nameOf(personalCode), language, requestedAt: now() } });
  }

  async function requestWithdrawal(personalCode: string, policyId: string, language: Locale): Promise<Outcome<DataRequestRow>> {
    // Someone else's policy answers as an unknown one: nobody learns which policy ids exist.
    const policy: PolicyRow | null = await strapi.db.query('api::policy.policy').findOne({ where: { publicId: policyId, personalCode } });
    if (!policy) return reject(404, 'policyNotFound');
    const settings = await readPrivacySettings(strapi);
    const right = policyWithdrawal(policy, settings, todayInTallinn(now()));
    if (right.kind === 'none') return reject(422, 'withdrawalNotAvailable');
    if (right.kind === 'ended') return reject(422, 'withdrawalPeriodOver');
    const existing: DataRequestRow | null = await requests().findOne({ where: { personalCode, kind: 'withdrawal', policyId, state: { $ne: 'refused' } } });
    if (existing) return { ok: true, value: existing };
    const customerName = await nameOf(personalCode);
    const created: DataRequestRow = await requests().create({
      data: { publicId: newPublicId(), kind: 'withdrawal', state: 'pending', personalCode, customerName, policyId, policyNumber: policy.policyNumber, lastDay: right.lastDay, language, requestedAt: now() },
    });
    if (settings.brokerEmail) {
      const text = [
        `${customerName ?? personalCode} (${personalCode}) withdraws from policy ${policy.policyNumber} (${policy.insurerName}, ${policy.product}, ${policy.startDate} – ${policy.endDate}).`,
        `Requested ${now().toISOString()} from the account; the withdrawal period ends ${right.lastDay}.`,
        'Handle it with the insurer, then mark the request done in the CMS admin (Customer request).',
      ].join('\n\n');
      // The record is what counts: a mail that fails is logged and the request stays in the admin.
      await sendMail(strapi, { to: settings.brokerEmail, subject: `Withdrawal: policy ${policy.policyNumber}`, text })
        .catch((error) => strapi.log.error(`Withdrawal mail for ${policy.policyNumber} failed: ${error instanceof Error ? error.message : error}`));
    }
    return { ok: true, value: created };
  }

  function listFor(personalCode: string): Promise<DataRequestRow[]> {
    return requests().findMany({ where: { personalCode }, orderBy: { requestedAt: 'desc' } });
  }

  /** Why an erasure waits, for staff: the person's payments the bank can still complete; null when none. */
  async function waitingFor(personalCode: string): Promise<string | null> {
    const open = await openPaymentsOf(strapi, personalCode);
    if (!open.length) return null;
    const orders = open.map((order) => `${order.reference} (${order.status}, started ${new Date(order.createdAt).toISOString()})`).join(', ');
    return `Waiting for payment ${orders}: the bank can still complete it, and erasing its order would take money for no order. The erasure is carried out by itself once the payment provider reports every payment ended (paid, voided or abandoned).`;
  }

  /**
   * Carries out the erasures staff approved; each ends done with what was deleted and kept. One of a person with a
   * payment still open waits (waitingFor says for which) and is tried again each sweep: the provider has no cancel
   * (Montonio's API creates and reads orders, and refunds), so the payment's own end is awaited. Every session of
   * the person ends first. Answers how many were done.
   */
  async function carryOutApproved(): Promise<number> {
    const approved: DataRequestRow[] = await requests().findMany({ where: { kind: 'erasure', state: 'approved' }, orderBy: { id: 'asc' }, limit: 200 });
    let done = 0;
    for (const request of approved) {
      const before = await waitingFor(request.personalCode);
      if (before) {
        if (before !== request.waitingFor) await requests().update({ where: { id: request.id }, data: { waitingFor: before } });
        continue;
      }
      await strapi.db.query('api::customer-session.customer-session').deleteMany({ where: { personalCode: request.personalCode } });
      const outcome = await eraseCustomerData(strapi, request.personalCode, now());
      // A payment started in the moment between the check and the erasure is left alone: the request waits for it.
      const after = await waitingFor(request.personalCode);
      await requests().update({ where: { id: request.id }, data: after ? { waitingFor: after } : { state: 'done', doneAt: now(), outcome, waitingFor: null } });
      if (!after) done += 1;
    }
    return done;
  }

  return { requestErasure, requestWithdrawal, listFor, carryOutApproved };
}

export type DataRequests = ReturnType<typeof createDataRequests>;
