import path from 'path';
import type { Core } from '@strapi/strapi';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier';
import { createCaptchaSandbox } from '../adapters/captcha/captcha-sandbox';
import { RecaptchaClient } from '../adapters/captcha/recaptcha-client';
import { envNumber, sandboxSecret } from '../commerce/outside/adapters-config';
import { sandboxUrl } from '../commerce/commerce';
import { captchaIsSandbox } from '../site-stage/gated-sandboxes';
import { createApplicationService, type ApplicationService } from './application-service';
import { createCvStorage } from './cv-storage';

const sandboxSiteKey = (env: NodeJS.ProcessEnv) => env.CAPTCHA_SANDBOX_SITE_KEY ?? 'sandbox-site-key';

/**
 * The captcha settings a new CMS starts with (editors change them under Integration settings): the
 * sandbox's site key unless CAPTCHA=recaptcha, where CAPTCHA_SITE_KEY is used when given.
 */
export function initialCaptchaSettings(env: NodeJS.ProcessEnv = process.env): { captchaSiteKey?: string; captchaVersion: string } {
  // Trimmed: a key read from a secret file often ends in a newline, which the settings' format refuses.
  const captchaSiteKey = captchaIsSandbox(env) ? sandboxSiteKey(env) : env.CAPTCHA_SITE_KEY?.trim();
  return { ...(captchaSiteKey ? { captchaSiteKey } : {}), captchaVersion: '2' };
}

/**
 * The careers services: the captcha (the sandbox unless CAPTCHA=recaptcha with CAPTCHA_SECRET_KEY)
 * and applications with their private CV folder.
 */
function build(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env) {
  let captcha: CaptchaVerifier;
  let sandbox: ReturnType<typeof createCaptchaSandbox> | null = null;
  if (captchaIsSandbox(env)) {
    const secretKey = sandboxSecret('captcha-sandbox-secret', env);
    sandbox = createCaptchaSandbox({ secretKey, siteKey: sandboxSiteKey(env) });
    captcha = new RecaptchaClient({ baseUrl: `${sandboxUrl(strapi, env)}/sandbox/captcha`, secretKey });
  } else {
    if (!env.CAPTCHA_SECRET_KEY) throw new Error('CAPTCHA_SECRET_KEY must be set when CAPTCHA=recaptcha');
    const hostnames = env.CAPTCHA_HOSTNAMES?.split(',').map((name) => name.trim()).filter(Boolean);
    captcha = new RecaptchaClient({ secretKey: env.CAPTCHA_SECRET_KEY, ...(hostnames?.length ? { expectedHostnames: hostnames } : {}) });
  }
  const applications: ApplicationService = createApplicationService({
    strapi,
    captcha,
    storage: createCvStorage(env.CV_FOLDER ?? path.join(strapi.dirs.app.root, '.tmp', 'applications')),
    keepDays: envNumber(env.APPLICATION_KEEP_DAYS, 365),
    defaultHrEmail: env.HR_EMAIL || 'personal@tarkus.ee',
    limits: {
      perClient: { burst: envNumber(env.APPLY_RATE_BURST, 3), perMinute: envNumber(env.APPLY_RATE_PER_MINUTE, 6) },
      perEmail: { burst: envNumber(env.APPLY_EMAIL_RATE_BURST, 2), perMinute: envNumber(env.APPLY_EMAIL_RATE_PER_MINUTE, 2) },
    },
  });
  return { applications, captchaSandbox: sandbox };
}

let built: ReturnType<typeof build> | undefined;
export const careers = (strapi: Core.Strapi) => (built ??= build(strapi));
