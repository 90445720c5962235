import { createHash } from 'crypto';
import { deskAnswerWorkingHours } from '@kindlustus/domain';
import { envNumber } from './environment';
import { checkSiteStage } from './production-gate';
import type { Settings } from './settings-schema';

/** How long the vehicle register may take before the customer is asked to type the vehicle. */
export const registerTimeoutMs = (settings: Settings) => envNumber(settings.REGISTER_TIMEOUT_MS, 2000);

/** How long the e-Business Register may take before the quote form takes the company as typed. */
export const businessRegisterTimeoutMs = (settings: Settings) => envNumber(settings.BUSINESS_REGISTER_TIMEOUT_MS, 3000);
/** Company lookups of the quote form per client address and over all clients: each is a paid query at RIK. */
export const companyLookupLimits = (settings: Settings) => ({
  perAddress: { burst: envNumber(settings.COMPANY_LOOKUP_RATE_BURST, 20), perMinute: envNumber(settings.COMPANY_LOOKUP_RATE_PER_MINUTE, 10) },
  global: { burst: 200, perMinute: 600 },
});
/** A person's requests for a second representative's confirmation: 10 at once, then 10 an hour. */
export const companyConfirmationRequestLimit = { burst: 10, perMinute: 10 / 60 };
/** The sandbox register's one user, whom the CMS's client is configured as (derived from APP_KEYS, as the bank's merchant). */
export const businessRegisterSandboxUser = (settings: Settings) => ({ username: 'tarkus-sandbox', password: sandboxSecret('business-register-sandbox', settings) });
export const insurerTimeoutMs = (settings: Settings) => Number(settings.INSURER_TIMEOUT_MS ?? 2000);
/** Quote requests per client address, and over all clients together. */
export const quoteRateLimits = (settings: Settings) => ({
  perAddress: { burst: envNumber(settings.QUOTE_RATE_BURST, 10), perMinute: envNumber(settings.QUOTE_RATE_PER_MINUTE, 30) },
  global: { burst: envNumber(settings.QUOTE_GLOBAL_RATE_BURST, 200), perMinute: envNumber(settings.QUOTE_GLOBAL_RATE_PER_MINUTE, 1200) },
});

/** A sandbox's key, derived from the CMS's own secrets so that a fresh machine needs no more settings. */
export const sandboxSecret = (purpose: string, settings: Settings) =>
  createHash('sha256').update(`${purpose}:${settings.APP_KEYS ?? 'local'}`).digest('base64url');

/**
 * Login starts per client address and over all clients together; Smart-ID and Mobile-ID prompts per personal
 * code from one address (a stranger's address runs out, the owner's does not) and per personal code a day from
 * every address (LOGIN_PERSON_DAILY_CAP, refilled over 24 hours).
 */
export const loginLimits = (settings: Settings) => {
  const daily = envNumber(settings.LOGIN_PERSON_DAILY_CAP, 10);
  return {
    perAddress: { burst: envNumber(settings.LOGIN_RATE_BURST, 5), perMinute: envNumber(settings.LOGIN_RATE_PER_MINUTE, 10) },
    global: { burst: envNumber(settings.LOGIN_GLOBAL_RATE_BURST, 60), perMinute: envNumber(settings.LOGIN_GLOBAL_RATE_PER_MINUTE, 300) },
    perPerson: { burst: envNumber(settings.LOGIN_PERSON_RATE_BURST, 3), perMinute: envNumber(settings.LOGIN_PERSON_RATE_PER_MINUTE, 0.2) },
    perPersonDaily: { burst: daily, perMinute: daily / (24 * 60) },
  };
};
/** How long a login poll waits for the e-ID service's answer. */
export const loginPollMs = (settings: Settings) => envNumber(settings.LOGIN_POLL_MS, 1000);
/** How long a started payment the provider has said nothing about keeps its offers from another payment. */
export const openPaymentMs = (settings: Settings) => envNumber(settings.PAYMENT_OPEN_MINUTES, 30) * 60_000;
/**
 * Whether a payment needs the insurer's terms and IPID for every cart line (SALE_DOCUMENTS_REQUIRED): always on
 * a live site, which must give them before the contract; a test site may sell without (its unseeded suites).
 */
export const saleDocumentsRequired = (settings: Settings): boolean => {
  if (settings.SALE_DOCUMENTS_REQUIRED === 'true' || settings.SALE_DOCUMENTS_REQUIRED === 'false') return settings.SALE_DOCUMENTS_REQUIRED === 'true';
  const stage = checkSiteStage(settings);
  return !stage.ok || stage.stage === 'live';
};

export const paymentRateLimit = (settings: Settings) => ({
  burst: envNumber(settings.PAYMENT_RATE_BURST, 5),
  perMinute: envNumber(settings.PAYMENT_RATE_PER_MINUTE, 10),
});
export const sessionPolicy = (settings: Settings) => ({
  idleMinutes: envNumber(settings.SESSION_IDLE_MINUTES, 30),
  maxHours: envNumber(settings.SESSION_MAX_HOURS, 12),
});

/** A policy's renewal reminder goes out when its renewal (the day after it ends) starts within this many days. */
export const renewalReminderDays = (settings: Settings) => envNumber(settings.RENEWAL_REMINDER_DAYS, 30);
/** How many days a renewal link works after it is sent (the reminder goes out at most RENEWAL_REMINDER_DAYS before the renewal). */
export const renewalLinkDays = (settings: Settings) => envNumber(settings.RENEWAL_LINK_DAYS, 60);
/** Signs renewal links: RENEWAL_LINK_SECRET, or one derived from APP_KEYS (links then work only with this CMS's keys). */
export const renewalLinkSecret = (settings: Settings) => settings.RENEWAL_LINK_SECRET || sandboxSecret('policy-renewal-link', settings);

/** The background tasks (policy documents and e-mail): see background-work/task-queue.ts. */
export const backgroundTaskSettings = (settings: Settings) => ({
  pollMs: envNumber(settings.JOB_POLL_MS, 2000),
  lanes: Math.max(1, envNumber(settings.JOB_LANES, 2)),
  leaseMs: envNumber(settings.JOB_LEASE_MS, 120_000),
  retryBaseMs: envNumber(settings.JOB_RETRY_BASE_MS, 10_000),
  retryMaxMs: envNumber(settings.JOB_RETRY_MAX_MS, 900_000),
  failingAfter: envNumber(settings.JOB_FAILING_AFTER, 5),
});

/**
 * The broker desk (insurers priced `desk`): the office whose staff answer and whose opening hours count
 * (DESK_OFFICE, an office's key in the CMS), and the working hours they promise to answer within
 * (DESK_ANSWER_HOURS, the domain's deskAnswerWorkingHours by default).
 */
export const deskSettings = (settings: Settings) => ({
  officeKey: settings.DESK_OFFICE || 'tartu',
  answerHours: envNumber(settings.DESK_ANSWER_HOURS, deskAnswerWorkingHours),
});

/**
 * The most broker desk cases one e-mail address (DESK_CASES_PER_EMAIL_PER_DAY) and one client address
 * (DESK_CASES_PER_ADDRESS_PER_DAY) may have open among those opened in the last 24 hours; a quote past them is refused.
 */
export const deskCaseLimits = (settings: Settings) => ({
  perEmailPerDay: envNumber(settings.DESK_CASES_PER_EMAIL_PER_DAY, 5),
  perAddressPerDay: envNumber(settings.DESK_CASES_PER_ADDRESS_PER_DAY, 20),
});

/** Working hours (counted while the office is open) within which staff promise to conclude a policy of an insurer without an API. */
export const concludeWithinHours = (settings: Settings) => envNumber(settings.CONCLUDE_WITHIN_HOURS, 8);

/** How long the insurers' documents are cached (INSURANCE_DOCUMENTS_TTL_MS). */
export const insuranceDocumentsTtlMs = (settings: Settings) => envNumber(settings.INSURANCE_DOCUMENTS_TTL_MS, 30_000);

/**
 * The office's e-mails: the daily summary from OFFICE_MAIL_SUMMARY_HOUR o'clock Tallinn time (unset: no summary),
 * and a deadline's reminder OFFICE_REMINDER_MINUTES (60) before a desk case's or a conclusion's deadline.
 */
export const officeNoticeSettings = (settings: Settings) => {
  const hour = settings.OFFICE_MAIL_SUMMARY_HOUR;
  return {
    summaryHour: hour === undefined || hour === '' ? null : Number(hour),
    reminderLeadMs: envNumber(settings.OFFICE_REMINDER_MINUTES, 60) * 60_000,
  };
};

/** How long the words of the insurance terms read from the global texts are used before reading them again (TERMS_TTL_MS). */
export const termsTtlMs = (settings: Settings) => envNumber(settings.TERMS_TTL_MS, 30_000);

/** Every HOUSEKEEPING_INTERVAL_MS the sweeps run again. */
export const housekeepingIntervalMs = (settings: Settings) => Number(settings.HOUSEKEEPING_INTERVAL_MS ?? 60_000);

/** The broker's name on policy documents (BROKER_NAME). */
export const brokerName = (settings: Settings) => settings.BROKER_NAME ?? 'Tarkus Kindlustusmaakler';

/**
 * Who issues the invoices a company pays by bank transfer, and where the money goes: the broker's legal name
 * (BROKER_NAME), address (BROKER_ADDRESS), registry code (BROKER_REGISTRY_CODE), bank account (BROKER_IBAN) and its
 * bank (BROKER_BANK). The defaults are a sandbox's, not a live broker's.
 */
export const invoiceIssuer = (settings: Settings) => ({
  name: brokerName(settings),
  address: settings.BROKER_ADDRESS || 'Narva mnt 5, 10117 Tallinn',
  registryCode: settings.BROKER_REGISTRY_CODE || '10060701',
  iban: (settings.BROKER_IBAN || 'EE382200221020145685').replace(/\s+/g, ''),
  bank: settings.BROKER_BANK || 'Swedbank AS',
});
export type InvoiceIssuer = ReturnType<typeof invoiceIssuer>;
