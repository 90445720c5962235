import type { Environment } from './environment';
import {
  businessRegisterIsSandbox, captchaIsSandbox, idCardIsSandbox, insurersAreSandbox, mobileIdIsSandbox, mailIsFileProvider, paymentsAreSandbox, registerIsSandbox, scriptsSandboxEnabled, smartIdIsSandbox,
} from './outside-choice';

/**
 * The outside systems whose sandbox must never serve a live site, each with the setting that picks it
 * and the value that makes it real. settings/outside-choice.ts decides which runs, so the gate and what runs agree.
 * - e-ID, per method (each defaults to E_ID): the sandbox logs anyone in as a public demo identity. A method
 *   without a contract is switched off (`off`), which the login page then does not offer.
 * - payments: the sandbox bank "pays" every order for free, and policies are issued.
 * - captcha: the sandbox passes every token, so bots can flood HR with applications.
 * - e-mail: the file provider writes policies and HR notifications to disk; nobody receives them.
 * - insurers: the sandbox insurers' prices are made up; a live site sells the insurers editors price from
 *   their tariff books in the CMS (INSURERS=none: no insurer adapter) until a real insurer's adapter exists.
 * - vehicle register: the sandbox knows only made-up plates (a few, and the test plates PROOV 0000–9999); live without a register (VEHICLE_REGISTER=none)
 *   the customer types the vehicle.
 * - business register: the sandbox's made-up companies let demo persons buy for them; live without it
 *   (BUSINESS_REGISTER=off) the quote form takes a company as typed and nobody buys for a company.
 * Not gated: SCRIPTS (stand-ins for analytics and widgets: nothing a customer pays for or loses).
 */
export const gatedSandboxes = [
  { system: 'Smart-ID', variable: 'SMART_ID', live: 'live (or off)', isSandbox: smartIdIsSandbox },
  { system: 'Mobile-ID', variable: 'MOBILE_ID', live: 'live (or off)', isSandbox: mobileIdIsSandbox },
  { system: 'ID card', variable: 'ID_CARD', live: 'live (or off)', isSandbox: idCardIsSandbox },
  { system: 'payments', variable: 'PAYMENTS', live: 'montonio', isSandbox: paymentsAreSandbox },
  { system: 'captcha', variable: 'CAPTCHA', live: 'recaptcha', isSandbox: captchaIsSandbox },
  { system: 'e-mail', variable: 'EMAIL_PROVIDER', live: 'nodemailer', isSandbox: mailIsFileProvider },
  { system: 'insurers', variable: 'INSURERS', live: 'none', isSandbox: insurersAreSandbox },
  { system: 'vehicle register', variable: 'VEHICLE_REGISTER', live: 'none', isSandbox: registerIsSandbox },
  { system: 'business register', variable: 'BUSINESS_REGISTER', live: 'live (or off)', isSandbox: businessRegisterIsSandbox },
] as const;

/** Sandboxes that run in production too, for want of a real implementation; reported, not refused. */
export const ungatedSandboxes = (env: Environment): string[] => (scriptsSandboxEnabled(env) ? ['outside scripts'] : []);
