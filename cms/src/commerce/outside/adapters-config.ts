import { createHash } from 'crypto';
import { deskAnswerWorkingHours } from '@kindlustus/domain';
import { checkSiteStage } from '../../site-stage/production-gate';
import type { Insurer } from '../../adapters/insurers/insurer';
import { parsePerInsurer, SandboxInsurer } from '../../adapters/insurers/sandbox-insurer';
import { sandboxTariffs } from '../../adapters/insurers/sandbox-tariffs';
import { SandboxVehicleRegister } from '../../adapters/vehicle-register/sandbox-register';
import { NoVehicleRegister, type VehicleRegister } from '../../adapters/vehicle-register/vehicle-register';

/**
 * Which implementation of each outside system runs: the sandbox is the default, so a fresh machine
 * works end to end. A real insurer or register is another implementation chosen here by setting.
 */
export function configuredInsurers(env: NodeJS.ProcessEnv = process.env): Insurer[] {
  const mode = env.INSURERS ?? 'sandbox';
  // none: no insurer adapter; the insurers editors price from tariff books in the CMS are the only ones.
  if (mode === 'none') return [];
  if (mode !== 'sandbox') throw new Error(`INSURERS=${mode}: only the sandbox insurers (or none) exist so far`);
  const behaviour = { delays: parsePerInsurer(env.SANDBOX_INSURER_DELAYS), offerValidSeconds: parsePerInsurer(env.SANDBOX_OFFER_VALID_SECONDS) };
  return sandboxTariffs.map((book) => new SandboxInsurer(book, behaviour));
}

export function configuredVehicleRegister(env: NodeJS.ProcessEnv = process.env): VehicleRegister {
  const mode = env.VEHICLE_REGISTER ?? 'sandbox';
  if (mode === 'none') return new NoVehicleRegister();
  if (mode !== 'sandbox') throw new Error(`VEHICLE_REGISTER=${mode}: only the sandbox register (or none) exists so far`);
  const silentPlates = new Set((env.SANDBOX_REGISTER_SILENT_PLATES ?? '').split(',').map((plate) => plate.replace(/[\s-]/g, '').toUpperCase()).filter(Boolean));
  return new SandboxVehicleRegister({ delayMs: envNumber(env.SANDBOX_REGISTER_DELAY_MS, 0), silentPlates });
}

/** How long the vehicle register may take before the customer is asked to type the vehicle. */
export const registerTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => envNumber(env.REGISTER_TIMEOUT_MS, 2000);

export const insurerTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.INSURER_TIMEOUT_MS ?? 2000);
/** Quote requests per client address, and over all clients together. */
export const quoteRateLimits = (env: NodeJS.ProcessEnv = process.env) => ({
  perAddress: { burst: envNumber(env.QUOTE_RATE_BURST, 10), perMinute: envNumber(env.QUOTE_RATE_PER_MINUTE, 30) },
  global: { burst: envNumber(env.QUOTE_GLOBAL_RATE_BURST, 200), perMinute: envNumber(env.QUOTE_GLOBAL_RATE_PER_MINUTE, 1200) },
});

/** A numeric setting; unset or empty means the default. */
export const envNumber = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));

/** A sandbox's key, derived from the CMS's own secrets so that a fresh machine needs no more settings. */
export const sandboxSecret = (purpose: string, env: NodeJS.ProcessEnv = process.env) =>
  createHash('sha256').update(`${purpose}:${env.APP_KEYS ?? 'local'}`).digest('base64url');

/** Where the site is (for the payment return address and the ID card's origin check). */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env) => (env.SITE_URL ?? 'http://localhost:8000').replace(/\/$/, '');

/** Login starts per client address, over all clients together, and per personal code (Smart-ID and Mobile-ID prompts). */
export const loginLimits = (env: NodeJS.ProcessEnv = process.env) => ({
  perAddress: { burst: envNumber(env.LOGIN_RATE_BURST, 5), perMinute: envNumber(env.LOGIN_RATE_PER_MINUTE, 10) },
  global: { burst: envNumber(env.LOGIN_GLOBAL_RATE_BURST, 60), perMinute: envNumber(env.LOGIN_GLOBAL_RATE_PER_MINUTE, 300) },
  perPerson: { burst: envNumber(env.LOGIN_PERSON_RATE_BURST, 3), perMinute: envNumber(env.LOGIN_PERSON_RATE_PER_MINUTE, 6) },
});
/** How long a started payment the provider has said nothing about keeps its offers from another payment. */
export const openPaymentMs = (env: NodeJS.ProcessEnv = process.env) => envNumber(env.PAYMENT_OPEN_MINUTES, 30) * 60_000;
/**
 * Whether a payment needs the insurer's terms and IPID for every cart line (SALE_DOCUMENTS_REQUIRED): always on
 * a live site, which must give them before the contract; a test site may sell without (its unseeded suites).
 */
export const saleDocumentsRequired = (env: NodeJS.ProcessEnv = process.env): boolean => {
  if (env.SALE_DOCUMENTS_REQUIRED === 'true' || env.SALE_DOCUMENTS_REQUIRED === 'false') return env.SALE_DOCUMENTS_REQUIRED === 'true';
  const stage = checkSiteStage(env);
  return !stage.ok || stage.stage === 'live';
};

export const paymentRateLimit = (env: NodeJS.ProcessEnv = process.env) => ({
  burst: envNumber(env.PAYMENT_RATE_BURST, 5),
  perMinute: envNumber(env.PAYMENT_RATE_PER_MINUTE, 10),
});
export const sessionPolicy = (env: NodeJS.ProcessEnv = process.env) => ({
  idleMinutes: envNumber(env.SESSION_IDLE_MINUTES, 30),
  maxHours: envNumber(env.SESSION_MAX_HOURS, 12),
});

/** A policy's renewal reminder goes out when its renewal (the day after it ends) starts within this many days. */
export const renewalReminderDays = (env: NodeJS.ProcessEnv = process.env) => envNumber(env.RENEWAL_REMINDER_DAYS, 30);
/** How many days a renewal link works after it is sent (the reminder goes out at most RENEWAL_REMINDER_DAYS before the renewal). */
export const renewalLinkDays = (env: NodeJS.ProcessEnv = process.env) => envNumber(env.RENEWAL_LINK_DAYS, 60);
/** Signs renewal links: RENEWAL_LINK_SECRET, or one derived from APP_KEYS (links then work only with this CMS's keys). */
export const renewalLinkSecret = (env: NodeJS.ProcessEnv = process.env) => env.RENEWAL_LINK_SECRET || sandboxSecret('policy-renewal-link', env);

/** The background jobs (policy documents and e-mail): see job-queue.ts. */
export const backgroundJobSettings = (env: NodeJS.ProcessEnv = process.env) => ({
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
export const deskSettings = (env: NodeJS.ProcessEnv = process.env) => ({
  officeKey: env.DESK_OFFICE || 'tartu',
  answerHours: envNumber(env.DESK_ANSWER_HOURS, deskAnswerWorkingHours),
});

/** Working hours (counted while the office is open) within which staff promise to conclude a policy of an insurer without an API. */
export const concludeWithinHours = (env: NodeJS.ProcessEnv = process.env) => envNumber(env.CONCLUDE_WITHIN_HOURS, 8);
