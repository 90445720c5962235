import type { Core } from '@strapi/strapi';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier';
import { createCaptchaSandbox } from '../adapters/captcha/captcha-sandbox';
import { RecaptchaClient } from '../adapters/captcha/recaptcha-client';
import { sandboxUrl } from '../settings/addresses';
import { careersSettings } from '../settings/careers-settings';
import { sandboxSecret } from '../settings/commerce-settings';
import { outsideChoice } from '../settings/outside-choice';
import type { Settings } from '../settings/settings-schema';
import { createApplicationService, type ApplicationService } from './application-service';
import { createCvStorage } from './cv-storage';

/**
 * The captcha settings a new CMS starts with (editors change them under Integration settings): the
 * sandbox's site key unless CAPTCHA=recaptcha, where CAPTCHA_SITE_KEY is used when given.
 */
export function initialCaptchaSettings(settings: Settings): { captchaSiteKey?: string; captchaVersion: string } {
  const { siteKey } = outsideChoice(settings).captcha;
  return { ...(siteKey ? { captchaSiteKey: siteKey } : {}), captchaVersion: '2' };
}

/**
 * The careers services: the captcha settings/outside-choice.ts chose (the sandbox unless CAPTCHA=recaptcha
 * with CAPTCHA_SECRET_KEY) and applications with their private CV folder.
 */
function build(strapi: Core.Strapi, settings: Settings) {
  let captcha: CaptchaVerifier;
  let sandbox: ReturnType<typeof createCaptchaSandbox> | null = null;
  const choice = outsideChoice(settings).captcha;
  if (choice.mode === 'sandbox') {
    const secretKey = sandboxSecret('captcha-sandbox-secret', settings);
    sandbox = createCaptchaSandbox({ secretKey, siteKey: choice.siteKey });
    captcha = new RecaptchaClient({ baseUrl: `${sandboxUrl(strapi, settings)}/sandbox/captcha`, secretKey });
  } else {
    captcha = new RecaptchaClient({ secretKey: choice.secretKey, ...(choice.hostnames.length ? { expectedHostnames: choice.hostnames } : {}) });
  }
  const { cvFolder, keepDays, defaultHrEmail, limits } = careersSettings(settings, strapi.dirs.app.root);
  const applications: ApplicationService = createApplicationService({ strapi, captcha, storage: createCvStorage(cvFolder), keepDays, defaultHrEmail, limits });
  return { applications, captchaSandbox: sandbox };
}

let built: ReturnType<typeof build> | undefined;
let given: Settings | undefined;

/** The careers capability's register hands the checked settings here; the services are made on first use with them. */
export function configureCareers(settings: Settings): void {
  given = settings;
}

export function careers(strapi: Core.Strapi) {
  if (!given) throw new Error('The careers services were used before the careers capability registered');
  return (built ??= build(strapi, given));
}
