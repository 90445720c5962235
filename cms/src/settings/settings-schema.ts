import { z } from 'zod';

/** A setting with a fixed set of values, the first the default. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(values[0]);
/** `true` or `false`; unset or empty leaves the reader its default. */
const flag = z.enum(['true', 'false', ''], { error: 'must be true or false' }).optional();
/** A number (anything Number reads); unset or empty leaves the reader its default. */
const numeric = z.string().optional().refine((value) => value === undefined || value === '' || !Number.isNaN(Number(value)), { error: 'must be a number' });

/** The CMS's numeric settings (docs/configuration.md and docs/provider-api.md). */
export const numericSettings = [
  'REGISTER_TIMEOUT_MS', 'INSURER_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS', 'HOUSEKEEPING_INTERVAL_MS', 'INSURANCE_DOCUMENTS_TTL_MS', 'TERMS_TTL_MS',
  'QUOTE_RATE_BURST', 'QUOTE_RATE_PER_MINUTE', 'QUOTE_GLOBAL_RATE_BURST', 'QUOTE_GLOBAL_RATE_PER_MINUTE',
  'LOGIN_RATE_BURST', 'LOGIN_RATE_PER_MINUTE', 'LOGIN_GLOBAL_RATE_BURST', 'LOGIN_GLOBAL_RATE_PER_MINUTE',
  'LOGIN_PERSON_RATE_BURST', 'LOGIN_PERSON_RATE_PER_MINUTE', 'LOGIN_PERSON_DAILY_CAP', 'LOGIN_POLL_MS',
  'PAYMENT_RATE_BURST', 'PAYMENT_RATE_PER_MINUTE', 'PAYMENT_OPEN_MINUTES', 'SESSION_IDLE_MINUTES', 'SESSION_MAX_HOURS',
  'RENEWAL_REMINDER_DAYS', 'RENEWAL_LINK_DAYS', 'DESK_ANSWER_HOURS', 'DESK_CASES_PER_EMAIL_PER_DAY', 'DESK_CASES_PER_ADDRESS_PER_DAY', 'CONCLUDE_WITHIN_HOURS',
  'JOB_POLL_MS', 'JOB_LANES', 'JOB_LEASE_MS', 'JOB_RETRY_BASE_MS', 'JOB_RETRY_MAX_MS', 'JOB_FAILING_AFTER',
  'APPLICATION_KEEP_DAYS', 'APPLY_RATE_BURST', 'APPLY_RATE_PER_MINUTE', 'APPLY_EMAIL_RATE_BURST', 'APPLY_EMAIL_RATE_PER_MINUTE',
  'E_ID_SANDBOX_DELAY_MS', 'SANDBOX_REGISTER_DELAY_MS', 'BUSINESS_REGISTER_TIMEOUT_MS', 'COMPANY_LOOKUP_RATE_BURST', 'COMPANY_LOOKUP_RATE_PER_MINUTE', 'PAYMENT_SANDBOX_ABANDON_MS', 'PAYMENT_SANDBOX_CONFIRM_MS',
] as const;

/** What the real services read besides their switches; live-findings.ts says which of them each one needs. */
const serviceSettings = [
  'SMART_ID_URL', 'SMART_ID_V3_URL', 'SMART_ID_RP_UUID', 'SMART_ID_RP_NAME', 'SMART_ID_DEVICE_LINK_SCHEME', 'SMART_ID_PINNED_KEYS',
  'MOBILE_ID_URL', 'MOBILE_ID_RP_UUID', 'MOBILE_ID_RP_NAME', 'MOBILE_ID_PINNED_KEYS', 'E_ID_TRUSTED_CA_FILES',
  'ID_CARD_TRUSTED_CA_FILES', 'ID_CARD_OCSP_URL', 'ID_CARD_OCSP_CERT_FILE', 'ID_CARD_OCSP_PINNED_KEYS',
  'MONTONIO_URL', 'MONTONIO_ACCESS_KEY', 'MONTONIO_SECRET_KEY', 'CAPTCHA_SECRET_KEY', 'SMTP_HOST',
  'BUSINESS_REGISTER_URL', 'BUSINESS_REGISTER_USERNAME', 'BUSINESS_REGISTER_PASSWORD', 'SANDBOX_BUSINESS_REGISTER_SILENT', 'SANDBOX_BUSINESS_REGISTER_DELETED',
] as const;
/**
 * Every other variable the CMS's code reads (its addresses, secrets and the sandboxes' knobs; Strapi's own, as the database's,
 * are cms/config/'s): listed so that the checked settings are all a module is given (docs/configuration.md says what each means).
 */
const otherSettings = [
  'NODE_ENV', 'SITE_STAGE', 'SITE_URL', 'APP_KEYS', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SITE_BUILD_TOKEN', 'SITE_BUILD_HOOK_URL', 'SITE_BUILD_HOOK_SECRET',
  'PREVIEW_SECRET', 'SEED_CONTENT_DIR', 'BROKER_NAME', 'BROKER_ADDRESS', 'BROKER_REGISTRY_CODE', 'BROKER_IBAN', 'BROKER_BANK', 'BROKER_EMAIL', 'HR_EMAIL', 'CV_FOLDER', 'DESK_OFFICE', 'RENEWAL_LINK_SECRET',
  'OFFICE_MAIL_SUMMARY_HOUR', 'OFFICE_REMINDER_MINUTES', 'E_ID_RELYING_PARTY_UUID', 'E_ID_RELYING_PARTY_NAME', 'E_ID_SANDBOX_EXTRA_IDENTITIES',
  'CAPTCHA_SITE_KEY', 'CAPTCHA_SANDBOX_SITE_KEY', 'CAPTCHA_HOSTNAMES', 'SANDBOX_INSURER_DELAYS', 'SANDBOX_OFFER_VALID_SECONDS',
  'SANDBOX_REGISTER_SILENT_PLATES', 'PAYMENT_SANDBOX_RETRY_MS',
] as const;
const text = z.string().optional();
/** An e-ID method's switch; unset takes E_ID's value. */
const eIdMethod = z.enum(['sandbox', 'live', 'off', ''], { error: 'must be one of sandbox, live, off' }).optional();

/**
 * The settings checked when the CMS starts: every variable the CMS's code reads, and the one object its modules
 * are given (the capabilities' register and bootstrap). SITE_STAGE is the production gate's own
 * (production-gate.ts), which runs first and names a wrong stage itself.
 */
export const settingsSchema = z
  .object({
    E_ID: oneOf(['sandbox', 'live']),
    SMART_ID: eIdMethod,
    MOBILE_ID: eIdMethod,
    ID_CARD: eIdMethod,
    PAYMENTS: oneOf(['sandbox', 'montonio']),
    CAPTCHA: oneOf(['sandbox', 'recaptcha']),
    EMAIL_PROVIDER: oneOf(['file', 'nodemailer']),
    INSURERS: oneOf(['sandbox', 'none']),
    VEHICLE_REGISTER: oneOf(['sandbox', 'none']),
    BUSINESS_REGISTER: oneOf(['sandbox', 'live', 'off']),
    SCRIPTS: oneOf(['sandbox', 'live']),
    SANDBOXES_IN_PROCESS: flag,
    SEED: flag,
    SALE_DOCUMENTS_REQUIRED: flag,
    ...Object.fromEntries(numericSettings.map((name) => [name, numeric])) as Record<(typeof numericSettings)[number], typeof numeric>,
    ...Object.fromEntries(serviceSettings.map((name) => [name, text])) as Record<(typeof serviceSettings)[number], typeof text>,
    ...Object.fromEntries(otherSettings.map((name) => [name, text])) as Record<(typeof otherSettings)[number], typeof text>,
    SANDBOX_URL: text,
  })
  .superRefine((settings, ctx) => {
    const missing = (names: readonly string[], message: string) => {
      for (const name of names) if (!settings[name as keyof typeof settings]) ctx.addIssue({ code: 'custom', path: [name], message });
    };
    if (settings.ID_CARD_OCSP_CERT_FILE) missing(['ID_CARD_OCSP_URL'], 'must name the designated OCSP responder when ID_CARD_OCSP_CERT_FILE is set');
    if (settings.SANDBOXES_IN_PROCESS === 'false') missing(['SANDBOX_URL'], 'must name the sandboxes\' own process when SANDBOXES_IN_PROCESS=false');
  });

export type Settings = z.output<typeof settingsSchema>;
