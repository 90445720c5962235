import path from 'path';
import type { Core } from '@strapi/strapi';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier';
import { createCaptchaSandbox } from '../adapters/captcha/captcha-sandbox';
import { RecaptchaClient } from '../adapters/captcha/recaptcha-client';
import { sandboxUrl } from '../settings/addresses';
import { sandboxSecret } from '../settings/commerce-settings';
import { environment, envNumber, type Environment } from '../settings/environment';
import { outsideChoice } from '../settings/outside-choice';
import { createApplicationService, type ApplicationService } from './application-service';
import { createCvStorage } from './cv-storage';

/**
 * The captcha settings a new CMS starts with (editors change them under Integration settings): the
 * sandbox's site key unless CAPTCHA=recaptcha, where CAPTCHA_SITE_KEY is used when given.
 */
export function initialCaptchaSettings(env: Environment = environment()): { captchaSiteKey?: string; captchaVersion: string } {
  const { siteKey } = outsideChoice(env).captcha;
  return { ...(siteKey ? { captchaSiteKey: siteKey } : {}), captchaVersion: '2' };
}

/**
 * The careers services: the captcha settings/outside-choice.ts chose (the sandbox unless CAPTCHA=recaptcha
 * with CAPTCHA_SECRET_KEY) and applications with their private CV folder.
 */
function build(strapi: Core.Strapi, env: Environment = environment()) {
  let captcha: CaptchaVerifier;
  let sandbox: ReturnType<typeof createCaptchaSandbox> | null = null;
  const choice = outsideChoice(env).captcha;
  if (choice.mode === 'sandbox') {
    const secretKey = sandboxSecret('captcha-sandbox-secret', env);
    sandbox = createCaptchaSandbox({ secretKey, siteKey: choice.siteKey });
    captcha = new RecaptchaClient({ baseUrl: `${sandboxUrl(strapi, env)}/sandbox/captcha`, secretKey });
  } else {
    captcha = new RecaptchaClient({ secretKey: choice.secretKey, ...(choice.hostnames.length ? { expectedHostnames: choice.hostnames } : {}) });
  }
  const applications: ApplicationService = createApplicationService({
    strapi,
    captcha,
    storage: createCvStorage(env.CV_FOLDER ?? path.join(strapi.dirs.app.root, '.tmp', 'applications')),
    keepDays: envNumber(env.APPLICATION_KEEP_DAYS, 365),
    defaultHrEmail: env.HR_EMAIL || 'personal@tarkus.ee',
    limits: {
      perAddress: { burst: envNumber(env.APPLY_RATE_BURST, 3), perMinute: envNumber(env.APPLY_RATE_PER_MINUTE, 6) },
      perEmail: { burst: envNumber(env.APPLY_EMAIL_RATE_BURST, 2), perMinute: envNumber(env.APPLY_EMAIL_RATE_PER_MINUTE, 2) },
    },
  });
  return { applications, captchaSandbox: sandbox };
}

let built: ReturnType<typeof build> | undefined;
export const careers = (strapi: Core.Strapi) => (built ??= build(strapi));
