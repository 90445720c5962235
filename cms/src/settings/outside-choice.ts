import { eIdChoice, type EIdChoice } from './e-id-choice';
import { eIdMode } from './e-id-settings';
import { envNumber, type Environment } from './environment';
import type { Settings } from './settings-schema';

/*
 * The one place that decides, for each outside system, whether its sandbox or the real service runs,
 * and with which settings: the adapters, the careers form and the production gate (site-stage/) all ask here,
 * so what runs and what the gate allows agree. The sandbox is the default, so a fresh machine works end to end.
 */

/** Whether each system runs its sandbox (the production gate asks these before the settings are checked). */
export const smartIdIsSandbox = (env: Environment) => eIdMode(env, 'SMART_ID') === 'sandbox';
export const mobileIdIsSandbox = (env: Environment) => eIdMode(env, 'MOBILE_ID') === 'sandbox';
export const idCardIsSandbox = (env: Environment) => eIdMode(env, 'ID_CARD') === 'sandbox';
export const paymentsAreSandbox = (env: Environment) => (env.PAYMENTS ?? 'sandbox') === 'sandbox';
export const captchaIsSandbox = (env: Environment) => (env.CAPTCHA ?? 'sandbox') === 'sandbox';
export const mailIsFileProvider = (env: Environment) => (env.EMAIL_PROVIDER ?? 'file') !== 'nodemailer';
export const insurersAreSandbox = (env: Environment) => (env.INSURERS ?? 'sandbox') === 'sandbox';
export const registerIsSandbox = (env: Environment) => (env.VEHICLE_REGISTER ?? 'sandbox') === 'sandbox';
export const scriptsSandboxEnabled = (env: Environment) => (env.SCRIPTS ?? 'sandbox') === 'sandbox';
export const businessRegisterIsSandbox = (env: Environment) => (env.BUSINESS_REGISTER || 'sandbox') === 'sandbox';

export type InsurersChoice = { mode: 'sandbox'; delays?: string; offerValidSeconds?: string } | { mode: 'none' };
/** The e-Business Register: its sandbox, RIK's XML services, or none (companies typed by hand, nobody acts for one). */
export type BusinessRegisterChoice =
  | { mode: 'sandbox'; silentCodes: string[] }
  | { mode: 'live'; url: string; username: string; password: string }
  | { mode: 'off' };
export type VehicleRegisterChoice = { mode: 'sandbox'; delayMs: number; silentPlates: string[] } | { mode: 'none' };
export type { EIdChoice, IdCardChoice, MobileIdChoice, SmartIdChoice } from './e-id-choice';
export type PaymentsChoice = { mode: 'sandbox' } | { mode: 'montonio'; url: string; accessKey: string; secretKey: string };
export type CaptchaChoice = { mode: 'sandbox'; siteKey: string } | { mode: 'recaptcha'; secretKey: string; hostnames: string[]; siteKey?: string };
export type MailChoice = { mode: 'file' } | { mode: 'nodemailer' };
/** Where the e-ID, ID card and bank sandboxes run: in the CMS (default), or in their own process at `url`. */
export type SandboxesChoice = { inProcess: true } | { inProcess: false; url: string };

export interface OutsideChoice {
  insurers: InsurersChoice;
  vehicleRegister: VehicleRegisterChoice;
  businessRegister: BusinessRegisterChoice;
  eId: EIdChoice;
  payments: PaymentsChoice;
  captcha: CaptchaChoice;
  /** The mail provider itself is Strapi's, chosen by cms/config/plugins.ts from the same EMAIL_PROVIDER. */
  mail: MailChoice;
  sandboxes: SandboxesChoice;
}

/** Checked by the settings schema; read again here so that the types say so. */
const given = (env: Environment, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when the real service is configured`);
  return value;
};

const list = (value: string | undefined) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

/** Each outside system's implementation and its settings, from the checked settings (settings.ts). */
export function outsideChoice(settings: Settings): OutsideChoice {
  return {
    insurers: settings.INSURERS === 'none' ? { mode: 'none' } : { mode: 'sandbox', delays: settings.SANDBOX_INSURER_DELAYS, offerValidSeconds: settings.SANDBOX_OFFER_VALID_SECONDS },
    vehicleRegister:
      settings.VEHICLE_REGISTER === 'none'
        ? { mode: 'none' }
        : { mode: 'sandbox', delayMs: envNumber(settings.SANDBOX_REGISTER_DELAY_MS, 0), silentPlates: list(settings.SANDBOX_REGISTER_SILENT_PLATES).map((plate) => plate.replace(/[\s-]/g, '').toUpperCase()).filter(Boolean) },
    businessRegister:
      settings.BUSINESS_REGISTER === 'off'
        ? { mode: 'off' }
        : settings.BUSINESS_REGISTER === 'live'
          ? { mode: 'live', url: given(settings, 'BUSINESS_REGISTER_URL'), username: given(settings, 'BUSINESS_REGISTER_USERNAME'), password: given(settings, 'BUSINESS_REGISTER_PASSWORD').trim() }
          : { mode: 'sandbox', silentCodes: list(settings.SANDBOX_BUSINESS_REGISTER_SILENT) },
    eId: eIdChoice(settings),
    payments:
      settings.PAYMENTS === 'sandbox'
        ? { mode: 'sandbox' }
        : { mode: 'montonio', url: given(settings, 'MONTONIO_URL'), accessKey: given(settings, 'MONTONIO_ACCESS_KEY'), secretKey: given(settings, 'MONTONIO_SECRET_KEY') },
    captcha:
      settings.CAPTCHA === 'sandbox'
        ? { mode: 'sandbox', siteKey: settings.CAPTCHA_SANDBOX_SITE_KEY ?? 'sandbox-site-key' }
        : // Trimmed: a key read from a secret file often ends in a newline, which the settings' format refuses.
          { mode: 'recaptcha', secretKey: given(settings, 'CAPTCHA_SECRET_KEY'), hostnames: list(settings.CAPTCHA_HOSTNAMES), ...(settings.CAPTCHA_SITE_KEY?.trim() ? { siteKey: settings.CAPTCHA_SITE_KEY.trim() } : {}) },
    mail: settings.EMAIL_PROVIDER === 'nodemailer' ? { mode: 'nodemailer' } : { mode: 'file' },
    sandboxes: settings.SANDBOXES_IN_PROCESS === 'false' ? { inProcess: false, url: given(settings, 'SANDBOX_URL') } : { inProcess: true },
  };
}
