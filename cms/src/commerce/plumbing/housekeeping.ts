import type { Core } from '@strapi/strapi';
import { commerce } from '../commerce';
import { forgetIdleBuckets } from '../../rate-limits/rate-limit';
import { housekeepingIntervalMs } from '../../settings/commerce-settings';
import { createSweepRunner, type SweepName } from './sweep-lock';
import { dataRequests } from '../../privacy/privacy';
import { forgetPastLegalRecords } from '../../privacy/legal-records';
import { forgetUnboughtData, retentionTotal } from '../../privacy/retention';

const bucketIdleMs = 60 * 60_000;
/** Done jobs stay in the admin's list for a week. */
const doneJobKeptMs = 7 * 24 * 60 * 60_000;

/**
 * Now and every HOUSEKEEPING_INTERVAL_MS: issues policies a stopped process left unissued, enqueues the
 * policy e-mail job of any issued order left without one, sends the renewal reminders that are due, forgets
 * done background jobs after a week, forgets
 * expired sessions, logins and idle rate-limit buckets, deletes job applications past their (careers' own sweep, handed in)
 * retention date, deletes what led to no contract past the CMS's period (`privacy/retention.ts`) and policies
 * past their legal record period (`privacy/legal-records.ts`), carries out the erasures staff approved, and enqueues the office's deadline reminders and daily summary (`office-work/office-notices.ts`). Each sweep runs in one CMS process at a time however many replicas share the database.
 */
export async function startHousekeeping(strapi: Core.Strapi, forgetExpiredApplications: () => Promise<number>): Promise<() => void> {
  const services = commerce(strapi);
  const run = createSweepRunner(strapi.db);
  /** One sweep job: a failure is logged and leaves the others (and the CMS's start) to go on. */
  const job = async (name: SweepName, work: () => Promise<unknown>, done?: (count: number) => string) => {
    try {
      const count = Number(await run(name, work)) || 0;
      if (count && done) strapi.log.info(done(count));
    } catch (error) {
      strapi.log.error(`Housekeeping job ${name} failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  const sweep = async () => {
    await job('issuePolicies', () => services.payments.issueOutstanding(), (count) => `Issued the policies of ${count} paid orders left unissued.`);
    await job('policyMail', () => services.jobs.policy.enqueueUnsent(), (count) => `Enqueued the policy e-mails of ${count} orders left without their job.`);
    await job('invoiceMail', () => services.invoiceMail.enqueueUnsent(), (count) => `Enqueued the invoice e-mails of ${count} orders left without their job.`);
    await job('backgroundJobs', () => services.jobs.queue.forgetDone(new Date(Date.now() - doneJobKeptMs)));
    await job('renewalReminders', () => services.policyMail.remindRenewals(), (count) => `Sent ${count} renewal reminders.`);
    await job('sessions', () => services.sessions.forgetExpired());
    await job('logins', () => services.logins.forgetOldAttempts());
    await job('rateLimits', () => forgetIdleBuckets(strapi.db.connection, Date.now() - bucketIdleMs));
    await job('unboughtData', async () => retentionTotal(await forgetUnboughtData(strapi)), (count) => `Deleted ${count} quotes, offers, carts, orders, logins and customers that led to no contract, past their retention period.`);
    await job('legalRecords', () => forgetPastLegalRecords(strapi), (count) => `Deleted ${count} policies and orders past their legal record period.`);
    await job('dataRequests', () => dataRequests(strapi).carryOutApproved(), (count) => `Carried out ${count} approved erasure requests.`);
    await job('officeNotices', () => services.officeNotices.enqueueDue(), (count) => `Enqueued ${count} e-mails to the office (deadline reminders, the daily summary).`);
    await job('applications', forgetExpiredApplications, (count) => `Deleted ${count} job applications past their retention date.`);
  };
  await sweep();
  const every = housekeepingIntervalMs();
  const timer = setInterval(() => void sweep(), every);
  timer.unref();
  return () => clearInterval(timer);
}
