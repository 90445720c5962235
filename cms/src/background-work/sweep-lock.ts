import type { Core } from '@strapi/strapi';
import { withAdvisoryLock } from '../database/advisory-lock';

type Database = Pick<Core.Strapi['db'], 'connection'> & { dialect: { client: string } };

/** Each sweep's PostgreSQL advisory lock key (with the namespace below): fixed, so every replica agrees. */
export const sweepLockIds = {
  issuePolicies: 1,
  policyMail: 2,
  renewalReminders: 3,
  sessions: 4,
  logins: 5,
  applications: 6,
  rateLimits: 7,
  doneTasks: 8,
  unboughtData: 9,
  dataRequests: 10,
  legalRecords: 11,
  officeNotices: 12,
  invoiceMail: 13,
  companyConfirmations: 14,
} as const;
export type SweepName = keyof typeof sweepLockIds;
export const sweepLockNamespace = 0x74726b; // "trk"

/**
 * Runs a sweep unless it is already running, here or in another CMS process on the same PostgreSQL.
 * The transaction-scoped advisory lock is held by a connection kept open for the sweep and is freed
 * when that transaction ends, also when the process dies. On SQLite (one process) only the in-process
 * guard applies. Returns undefined when the sweep was skipped.
 */
export function createSweepRunner(db: Database) {
  const running = new Set<SweepName>();
  return async function runSweep<T>(name: SweepName, task: () => Promise<T>): Promise<T | undefined> {
    if (running.has(name)) return undefined;
    running.add(name);
    try {
      if (db.dialect.client !== 'postgres') return await task();
      return await withAdvisoryLock(db.connection, sweepLockNamespace, sweepLockIds[name], task);
    } finally {
      running.delete(name);
    }
  };
}
