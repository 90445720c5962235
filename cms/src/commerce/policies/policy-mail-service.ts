import type { Core } from '@strapi/strapi';
import { addDays, todayInTallinn, type ProductKey } from '@kindlustus/domain';
import { localizePath, quoteFormRoutes, renewalParam, type Locale } from '@kindlustus/routes';
import { sendMail } from '../../adapters/mail/send-mail';
import { policiesMail, renewalMail, type MailPolicy, type MailRefund } from '../../policy-papers/mail/policy-mail';
import { mailDocuments } from '../../sale-record/mail-documents';
import { absoluteLogoUrl, type InsurerLogo } from '../insurers/insurer-logos';
import type { PolicyPdfOf } from './policy-files';
import type { PolicyService } from './policy-service';
import type { RenewalService } from '../quotes/renewal-service';
import type { TermCatalogue } from '../../terms/term-catalogue';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';

import type { PaymentOrderRow, PolicyRow } from '../../rows/rows';

export interface PolicyMailDeps {
  strapi: Core.Strapi;
  policies: PolicyService;
  renewals: RenewalService;
  siteUrl: string;
  /**
   * Policies whose renewal (the day after they end) starts within this many days get their reminder: with
   * 30, the renewal's start date is within the motor forms' 30-day limit, so the link's quote can be asked at once.
   */
  reminderDays: number;
  /** A policy's PDF (the insurer's uploaded one, or the one rendered here once); the e-mails attach it. */
  pdfOf: PolicyPdfOf;
  /** The CMS's words of the insurance terms (product names), as the site showed them. */
  terms: TermCatalogue;
  /** An insurer's logo by its code (the insurer content type's), for the e-mails' HTML part; none without it. */
  logoOf?: (insurerCode: string) => Promise<InsurerLogo | null>;
  /** A claim older than this is taken to be a stopped process's, and the mail is tried again. */
  claimLeaseMs?: number;
  now?: () => Date;
}

const languageOf = (value: unknown): Locale => (value === 'ru' || value === 'en' ? value : 'et');

function mailPolicy(row: PolicyRow, logo: InsurerLogo | null = null, siteUrl = ''): MailPolicy {
  return {
    // Only issued policies are mailed: they have their number.
    policyNumber: row.policyNumber!,
    product: row.product as ProductKey,
    insurerName: row.insurerName ?? '',
    insurerLogo: logo ? { ...logo, url: absoluteLogoUrl(logo, siteUrl) } : null,
    insuredObject: row.insuredObject ?? '',
    startDate: String(row.startDate),
    endDate: String(row.endDate),
    premium: row.premium,
    schedule: (row.schedule ?? []).map((entry) => ({ dueDate: String(entry.dueDate), amount: entry.amount })),
  };
}

/** What became of an order's e-mail: sent now, sent before (or nothing to send), or being sent by another process. */
export type OrderMailOutcome = 'sent' | 'settled' | 'claimedElsewhere';

/**
 * The e-mails customers get about their policies: the issued policies with their PDFs once per order
 * (run as a background task, see policy-tasks.ts), and a renewal reminder once per policy. Each is claimed
 * by a conditional update before it is sent, so concurrent jobs and sweeps send it once; a failed send
 * gives the claim back (the job tries again later, the next sweep for a reminder).
 */
export function createPolicyMailService(deps: PolicyMailDeps) {
  const { strapi } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.claimLeaseMs ?? 10 * 60_000;
  const { pdfOf } = deps;
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const policyRows = tableQuery(strapi, 'api::policy.policy');
  const customers = tableQuery(strapi, 'api::customer.customer');

  type Writes = ReturnType<typeof rowWrites>;
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');
  const policyWrites = rowWrites(strapi, 'api::policy.policy');
  async function claim(writes: Writes, id: number, sentField: string, claimField: string): Promise<boolean> {
    const stale = new Date(now().getTime() - leaseMs);
    const count = await writes.patch({ id, [sentField]: null, $or: [{ [claimField]: null }, { [claimField]: { $lt: stale } }] }, { [claimField]: now() });
    return count === 1;
  }

  /** Sends under a claim: the sent mark on success, the claim given back on failure (logged, never thrown). */
  async function sendClaimed(writes: Writes, id: number, fields: [sent: string, claimed: string], what: string, send: () => Promise<void>): Promise<boolean> {
    if (!(await claim(writes, id, ...fields))) return false;
    try {
      await send();
      await writes.patch({ id }, { [fields[0]]: now() });
      return true;
    } catch (error) {
      strapi.log.error(`Could not send ${what}: ${(error as Error).message}; the next sweep tries again`);
      await writes.patch({ id }, { [fields[1]]: null });
      return false;
    }
  }

  /** The policy as its e-mail shows it, with its insurer's logo (a logo that cannot be read leaves the name alone). */
  async function mailPolicyOf(row: PolicyRow): Promise<MailPolicy> {
    const logo = typeof row.insurerId === 'string' && deps.logoOf ? await deps.logoOf(row.insurerId).catch(() => null) : null;
    return mailPolicy(row, logo, deps.siteUrl);
  }

  async function customerName(personalCode: string): Promise<string> {
    const customer = await customers().findOne({ where: { personalCode }, select: ['givenName', 'surname'] });
    return [customer?.givenName, customer?.surname].filter(Boolean).join(' ');
  }

  /** The policies' e-mail with their PDFs attached, to `to` (the address the order was paid with). */
  async function sendPolicies(order: PaymentOrderRow, to: string, issued: PolicyRow[], language: Locale, refund?: MailRefund): Promise<void> {
    const attachments = [];
    for (const row of issued) attachments.push({ filename: `${row.policyNumber}.pdf`, content: await pdfOf(row, language), contentType: 'application/pdf' });
    const policies = await Promise.all(issued.map(async (row) => ({ ...(await mailPolicyOf(row)), documents: mailDocuments(row.saleRecord, deps.siteUrl) })));
    const content = policiesMail(language, await deps.terms.words(language), await customerName(order.personalCode), policies, `${deps.siteUrl}${localizePath('policies', language)}`, refund);
    await sendMail(strapi, { to, ...content, attachments });
  }

  /**
   * The issued policies of one paid order, with their PDFs, and any refund due, to the address given at payment.
   * A failed send throws (after giving the claim back), for the job to try again.
   */
  async function sendOrderMail(orderId: number): Promise<OrderMailOutcome> {
    const order = await orders().findOne({ where: { id: orderId } });
    if (!order?.email || !order.policiesIssuedAt || order.policyMailSentAt) return 'settled';
    if (!(await claim(orderWrites, order.id, 'policyMailSentAt', 'policyMailClaimedAt'))) return 'claimedElsewhere';
    try {
      // A policy staff still conclude with its insurer gets its own e-mail once concluded (sendConcludedMail).
      const issued = (await deps.policies.forOrder(order.reference)).filter((row) => row.state !== 'concluding');
      const language = languageOf(order.language);
      // Money for an order we do not hold (orderUnknown) has no customer's address to write to.
      const reason = order.refundReason;
      const refund: MailRefund | undefined = order.status === 'REFUND_DUE' && reason !== 'orderUnknown'
        ? { reference: order.reference, amount: Number(order.refundAmount ?? 0), reason: reason ?? 'objectAlreadyInsured' }
        : undefined;
      // Issued before there were refund e-mails: nothing to send.
      if (issued.length || refund) {
        await sendPolicies(order, order.email, issued, language, refund);
      }
    } catch (error) {
      await orderWrites.patch({ id: order.id }, { policyMailClaimedAt: null });
      throw error;
    }
    await orderWrites.patch({ id: order.id }, { policyMailSentAt: now() });
    return 'sent';
  }

  /**
   * A policy staff concluded with its insurer: the same e-mail as an order's, with the insurer's document, once.
   * A failed send throws (after giving the claim back), for the job to try again.
   */
  async function sendConcludedMail(policyId: number): Promise<OrderMailOutcome> {
    const policy = await policyRows().findOne({ where: { id: policyId } });
    if (!policy || policy.state !== 'issued' || policy.conclusionMailSentAt) return 'settled';
    const order = await orders().findOne({ where: { reference: policy.orderReference } });
    if (!order?.email) return 'settled';
    if (!(await claim(policyWrites, policy.id, 'conclusionMailSentAt', 'conclusionMailClaimedAt'))) return 'claimedElsewhere';
    try {
      await sendPolicies(order, order.email, [policy], languageOf(policy.language));
    } catch (error) {
      await policyWrites.patch({ id: policy.id }, { conclusionMailClaimedAt: null });
      throw error;
    }
    await policyWrites.patch({ id: policy.id }, { conclusionMailSentAt: now() });
    return 'sent';
  }

  /** Issued orders whose e-mail is not sent (the job's enqueue was lost with a stopped process, say): their ids. */
  async function unsentOrderIds(): Promise<Array<{ id: number; reference: string }>> {
    return orders().findMany({
      where: { status: { $in: ['PAID', 'REFUND_DUE'] }, policiesIssuedAt: { $notNull: true }, policyMailSentAt: null, email: { $notNull: true } },
      select: ['id', 'reference'],
      orderBy: { id: 'asc' },
      limit: 200,
    });
  }

  async function remind(policy: PolicyRow): Promise<boolean> {
    const order = await orders().findOne({ where: { reference: policy.orderReference }, select: ['email'] });
    const customer = await customers().findOne({ where: { personalCode: policy.personalCode }, select: ['email', 'givenName', 'surname'] });
    const to: string | null = order?.email ?? customer?.email ?? null;
    const language = languageOf(policy.language);
    return sendClaimed(policyWrites, policy.id, ['renewalReminderSentAt', 'renewalReminderClaimedAt'], `the renewal reminder of policy ${policy.policyNumber}`, async () => {
      const renewal = await deps.renewals.renewalOf(policy);
      // No address (a policy sold before addresses were asked) or no quote to renew from: nothing to send.
      if (!to || !renewal) return;
      const link = `${deps.siteUrl}${localizePath(quoteFormRoutes[renewal.form], language)}?${renewalParam}=${encodeURIComponent(deps.renewals.linkToken(policy))}`;
      const name = [customer?.givenName, customer?.surname].filter(Boolean).join(' ');
      await sendMail(strapi, { to, ...renewalMail(language, await deps.terms.words(language), name, await mailPolicyOf(policy), link) });
    });
  }

  /** Policies whose renewal starts within the reminder window and that have not been reminded: one reminder each. */
  async function remindRenewals(): Promise<number> {
    const today = todayInTallinn(now());
    const ending = await policyRows().findMany({
      // A policy still being concluded has no number to renew yet.
      where: { endDate: { $gte: today, $lt: addDays(today, deps.reminderDays) }, renewalReminderSentAt: null, $or: [{ state: null }, { state: 'issued' }] },
      orderBy: { endDate: 'asc' },
      limit: 100,
    });
    let sent = 0;
    for (const policy of ending) if (await remind(policy)) sent += 1;
    return sent;
  }

  return { sendOrderMail, sendConcludedMail, unsentOrderIds, remindRenewals };
}

export type PolicyMailService = ReturnType<typeof createPolicyMailService>;
