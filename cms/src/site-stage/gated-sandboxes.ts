import { scriptsSandboxEnabled } from '../adapters/tag-scripts/sandbox-scripts';

/**
 * The outside systems whose sandbox must never serve a live site, each with the setting that picks it
 * and the value that makes it real. The adapters read the same functions, so the gate and what runs agree.
 * - e-ID: the sandbox logs anyone in as a public demo identity.
 * - payments: the sandbox bank "pays" every order for free, and policies are issued.
 * - captcha: the sandbox passes every token, so bots can flood HR with applications.
 * - e-mail: the file provider writes policies and HR notifications to disk; nobody receives them.
 * Not gated: INSURERS and VEHICLE_REGISTER (only sandboxes exist so far; the start log names them) and
 * SCRIPTS (stand-ins for analytics and widgets: nothing a customer pays for or loses).
 */
export const eIdIsSandbox = (env: NodeJS.ProcessEnv) => (env.E_ID ?? 'sandbox') === 'sandbox';
export const paymentsAreSandbox = (env: NodeJS.ProcessEnv) => (env.PAYMENTS ?? 'sandbox') === 'sandbox';
export const captchaIsSandbox = (env: NodeJS.ProcessEnv) => (env.CAPTCHA ?? 'sandbox') === 'sandbox';
export const mailIsFileProvider = (env: NodeJS.ProcessEnv) => (env.EMAIL_PROVIDER ?? 'file') !== 'nodemailer';

export const gatedSandboxes = [
  { system: 'e-ID', variable: 'E_ID', live: 'live', isSandbox: eIdIsSandbox },
  { system: 'payments', variable: 'PAYMENTS', live: 'montonio', isSandbox: paymentsAreSandbox },
  { system: 'captcha', variable: 'CAPTCHA', live: 'recaptcha', isSandbox: captchaIsSandbox },
  { system: 'e-mail', variable: 'EMAIL_PROVIDER', live: 'nodemailer', isSandbox: mailIsFileProvider },
] as const;

/** Sandboxes that run in production too, for want of a real implementation; reported, not refused. */
export const ungatedSandboxes = (env: NodeJS.ProcessEnv): string[] => [
  ...((env.INSURERS ?? 'sandbox') === 'sandbox' ? ['insurers'] : []),
  ...((env.VEHICLE_REGISTER ?? 'sandbox') === 'sandbox' ? ['vehicle register'] : []),
  ...(scriptsSandboxEnabled(env) ? ['outside scripts'] : []),
];
