import { createHash } from 'crypto';
import { deskAnswerWorkingHours } from '@kindlustus/domain';
import { checkSiteStage } from '../site-stage/production-gate';
import { environment, envNumber, type Environment } from './environment';

/** How long the vehicle register may take before the customer is asked to type the vehicle. */
export const registerTimeoutMs = (env: Environment = environment()) => envNumber(env.REGISTER_TIMEOUT_MS, 2000);

/** How long the e-Business Register may take before the quote form takes the company as typed. */
export const businessRegisterTimeoutMs = (env: Environment = environment()) => envNumber(env.BUSINESS_REGISTER_TIMEOUT_MS, 3000);
/** Company lookups of the quote form per client address and over all clients: each is a paid query at RIK. */
export const companyLookupLimits = (env: Environment = environment()) => ({
  perAddress: { burst: envNumber(env.COMPANY_LOOKUP_RATE_BURST, 20), perMinute: envNumber(env.COMPANY_LOOKUP_RATE_PER_MINUTE, 10) },
  global: { burst: 200, perMinute: 600 },
});
/** The sandbox register's one user, whom the CMS's client is configured as (derived from APP_KEYS, as the bank's merchant). */
export const businessRegisterSandboxUser = (env: Environment = environment()) => ({ username: 'tarkus-sandbox', password: sandboxSecret('business-register-sandbox', env) });
export const insurerTimeoutMs = (env: Environment = environment()) => Number(env.INSURER_TIMEOUT_MS ?? 2000);
/** Quote requests per client address, and over all clients together. */
export const quoteRateLimits = (env: Environment = environment()) => ({
  perAddress: { burst: envNumber(env.QUOTE_RATE_BURST, 10), perMinute: envNumber(env.QUOTE_RATE_PER_MINUTE, 30) },
  global: { burst: envNumber(env.QUOTE_GLOBAL_RATE_BURST, 200), perMinute: envNumber(env.QUOTE_GLOBAL_RATE_PER_MINUTE, 1200) },
});

/** A sandbox's key, derived from the CMS's own secrets so that a fresh machine needs no more settings. */
export const sandboxSecret = (purpose: string, env: Environment = environment()) =>
  createHash('sha256').update(`${purpose}:${env.APP_KEYS ?? 'local'}`).digest('base64url');

/**
 * Login starts per client address and over all clients together; Smart-ID and Mobile-ID prompts per personal
 * code from one address (a stranger's address runs out, the owner's does not) and per personal code a day from
 * every address (LOGIN_PERSON_DAILY_CAP, refilled over 24 hours).
 */
export const loginLimits = (env: Environment = environment()) => {
  const daily = envNumber(env.LOGIN_PERSON_DAILY_CAP, 10);
  return {
    perAddress: { burst: envNumber(env.LOGIN_RATE_BURST, 5), perMinute: envNumber(env.LOGIN_RATE_PER_MINUTE, 10) },
    global: { burst: envNumber(env.LOGIN_GLOBAL_RATE_BURST, 60), perMinute: envNumber(env.LOGIN_GLOBAL_RATE_PER_MINUTE, 300) },
    perPerson: { burst: envNumber(env.LOGIN_PERSON_RATE_BURST, 3), perMinute: envNumber(env.LOGIN_PERSON_RATE_PER_MINUTE, 0.2) },
    perPersonDaily: { burst: daily, perMinute: daily / (24 * 60) },
  };
};
/** How long a login poll waits for the e-ID service's answer. */
export const loginPollMs = (env: Environment = environment()) => envNumber(env.LOGIN_POLL_MS, 1000);
/** How long a started payment the provider has said nothing about keeps its offers from another payment. */
export const openPaymentMs = (env: Environment = environment()) => envNumber(env.PAYMENT_OPEN_MINUTES, 30) * 60_000;
/**
 * Whether a payment needs the insurer's terms and IPID for every cart line (SALE_DOCUMENTS_REQUIRED): always on
 * a live site, which must give them before the contract; a test site may sell without (its unseeded suites).
 */
export const saleDocumentsRequired = (env: Environment = environment()): boolean => {
  if (env.SALE_DOCUMENTS_REQUIRED === 'true' || env.SALE_DOCUMENTS_REQUIRED === 'false') return env.SALE_DOCUMENTS_REQUIRED === 'true';
  const stage = checkSiteStage(env);
  return !stage.ok || stage.stage === 'live';
};

export const paymentRateLimit = (env: Environment = environment()) => ({
  burst: envNumber(env.PAYMENT_RATE_BURST, 5),
  perMinute: envNumber(env.PAYMENT_RATE_PER_MINUTE, 10),
});
export const sessionPolicy = (env: Environment = environment()) => ({
  idleMinutes: envNumber(env.SESSION_IDLE_MINUTES, 30),
  maxHours: envNumber(env.SESSION_MAX_HOURS, 12),
});

/** A policy's renewal reminder goes out when its renewal (the day after it ends) starts within this many days. */
export const renewalReminderDays = (env: Environment = environment()) => envNumber(env.RENEWAL_REMINDER_DAYS, 30);
/** How many days a renewal link works after it is sent (the reminder goes out at most RENEWAL_REMINDER_DAYS before the renewal). */
export const renewalLinkDays = (env: Environment = environment()) => envNumber(env.RENEWAL_LINK_DAYS, 60);
/** Signs renewal links: RENEWAL_LINK_SECRET, or one derived from APP_KEYS (links then work only with this CMS's keys). */
export const renewalLinkSecret = (env: Environment = environment()) => env.RENEWAL_LINK_SECRET || sandboxSecret('policy-renewal-link', env);

/** The background jobs (policy documents and e-mail): see job-queue.ts. */
export const backgroundJobSettings = (env: Environment = environment()) => ({
  pollMs: envNumber(env.JOB_POLL_MS, 2000),
  lanes: Math.max(1, envNumber(env.JOB_LANES, 2)),
  leaseMs: envNumber(env.JOB_LEASE_MS, 120_000),
  retryBaseMs: envNumber(env.JOB_RETRY_BASE_MS, 10_000),
  retryMaxMs: envNumber(env.JOB_RETRY_MAX_MS, 900_000),
  failingAfter: envNumber(env.JOB_FAILING_AFTER, 5),
});

/**
 * The broker desk (insurers priced `desk`): the office whose staff answer and whose opening hours count
 * (DESK_OFFICE, an office's key in the CMS), and the working hours they promise to answer within
 * (DESK_ANSWER_HOURS, the domain's deskAnswerWorkingHours by default).
 */
export const deskSettings = (env: Environment = environment()) => ({
  officeKey: env.DESK_OFFICE || 'tartu',
  answerHours: envNumber(env.DESK_ANSWER_HOURS, deskAnswerWorkingHours),
});

/**
 * The most broker desk cases one e-mail address (DESK_CASES_PER_EMAIL_PER_DAY) and one client address
 * (DESK_CASES_PER_ADDRESS_PER_DAY) may have open among those opened in the last 24 hours; a quote past them is refused.
 */
export const deskCaseLimits = (env: Environment = environment()) => ({
  perEmailPerDay: envNumber(env.DESK_CASES_PER_EMAIL_PER_DAY, 5),
  perAddressPerDay: envNumber(env.DESK_CASES_PER_ADDRESS_PER_DAY, 20),
});

/** Working hours (counted while the office is open) within which staff promise to conclude a policy of an insurer without an API. */
export const concludeWithinHours = (env: Environment = environment()) => envNumber(env.CONCLUDE_WITHIN_HOURS, 8);

/** How long the insurers' documents are cached (INSURANCE_DOCUMENTS_TTL_MS). */
export const insuranceDocumentsTtlMs = (env: Environment = environment()) => envNumber(env.INSURANCE_DOCUMENTS_TTL_MS, 30_000);

/**
 * The office's e-mails: the daily summary from OFFICE_MAIL_SUMMARY_HOUR o'clock Tallinn time (unset: no summary),
 * and a deadline's reminder OFFICE_REMINDER_MINUTES (60) before a desk case's or a conclusion's deadline.
 */
export const officeNoticeSettings = (env: Environment = environment()) => {
  const hour = env.OFFICE_MAIL_SUMMARY_HOUR;
  return {
    summaryHour: hour === undefined || hour === '' ? null : Number(hour),
    reminderLeadMs: envNumber(env.OFFICE_REMINDER_MINUTES, 60) * 60_000,
  };
};

/** How long the words of the insurance terms read from the global texts are used before reading them again (TERMS_TTL_MS). */
export const termsTtlMs = (env: Environment = environment()) => envNumber(env.TERMS_TTL_MS, 30_000);

/** Every HOUSEKEEPING_INTERVAL_MS the sweeps run again. */
export const housekeepingIntervalMs = (env: Environment = environment()) => Number(env.HOUSEKEEPING_INTERVAL_MS ?? 60_000);

/** The broker's name on policy documents (BROKER_NAME). */
export const brokerName = (env: Environment = environment()) => env.BROKER_NAME ?? 'Tarkus Kindlustusmaakler';

/** Test hooks that stop or slow the process at a chosen point (the crash and slow-render tests). */
export const faultHooks = (env: Environment = environment()) => ({
  documentRenderDelayMs: envNumber(env.FAULT_DOCUMENT_RENDER_DELAY_MS, 0),
  killInJob: env.FAULT_KILL_IN_JOB,
  killBeforePolicyIssue: env.FAULT_KILL_BEFORE_POLICY_ISSUE === 'true',
});
