import type { Core } from '@strapi/strapi';
import { careers } from '../careers/careers';
import { commerce } from './commerce';
import { forgetIdleBuckets } from './rate-limit';
import { createSweepRunner } from './sweep-lock';

const bucketIdleMs = 60 * 60_000;

/**
 * Now and every HOUSEKEEPING_INTERVAL_MS: issues policies a stopped process left unissued, sends the
 * policy e-mails that failed or were left unsent and the renewal reminders that are due, forgets
 * expired sessions, logins and idle rate-limit buckets, and deletes job applications past their
 * retention date. Each sweep runs in one CMS process at a time however many replicas share the database.
 */
export async function startHousekeeping(strapi: Core.Strapi): Promise<() => void> {
  const services = commerce(strapi);
  const run = createSweepRunner(strapi.db);
  const sweep = async () => {
    const issued = await run('issuePolicies', () => services.payments.issueOutstanding());
    if (issued) strapi.log.info(`Issued the policies of ${issued} paid orders left unissued.`);
    const mailed = await run('policyMail', () => services.policyMail.sendOutstanding());
    if (mailed) strapi.log.info(`Sent the policy e-mails of ${mailed} orders left unsent.`);
    const reminded = await run('renewalReminders', () => services.policyMail.remindRenewals());
    if (reminded) strapi.log.info(`Sent ${reminded} renewal reminders.`);
    await run('sessions', () => services.sessions.forgetExpired());
    await run('logins', () => services.logins.forgetOldAttempts());
    await run('rateLimits', () => forgetIdleBuckets(strapi.db.connection, Date.now() - bucketIdleMs));
    const forgotten = await run('applications', () => careers(strapi).applications.forgetExpired());
    if (forgotten) strapi.log.info(`Deleted ${forgotten} job applications past their retention date.`);
  };
  await sweep();
  const every = Number(process.env.HOUSEKEEPING_INTERVAL_MS ?? 60_000);
  const timer = setInterval(() => void sweep().catch((error) => strapi.log.error(`Housekeeping failed: ${error}`)), every);
  timer.unref();
  return () => clearInterval(timer);
}
