import { useEffect, useRef } from 'react';
import type { CaptchaSettings } from '../content/types';
import { CaptchaError, captchaScriptUrl, configurationProblem, InvisibleCaptcha, loadCaptchaScript, type CaptchaProblem } from './captcha';

/**
 * The form's invisible captcha: the element it renders in, and the widget, rendered once; after a failed
 * load the next call tries the script again. The script loads with the form, so that a broken
 * configuration shows at once (through `onProblem`).
 */
export function useCaptcha({ siteKey, version }: CaptchaSettings, language: string, onProblem: (problem: CaptchaProblem) => void) {
  const box = useRef<HTMLDivElement>(null);
  const captcha = useRef<Promise<InvisibleCaptcha> | null>(null);

  const widget = (): Promise<InvisibleCaptcha> => {
    if (captcha.current) return captcha.current;
    const ready = loadCaptchaScript(captchaScriptUrl(), language).then((api) => new InvisibleCaptcha(api, box.current!, siteKey));
    captcha.current = ready;
    ready.catch(() => {
      if (captcha.current === ready) captcha.current = null;
    });
    return ready;
  };

  useEffect(() => {
    const misconfigured = configurationProblem({ siteKey, version });
    if (misconfigured) {
      onProblem(misconfigured);
      return;
    }
    widget().catch((error: unknown) => {
      if (error instanceof CaptchaError) onProblem(error.problem);
    });
    // Once per key, version and language: rendering a widget twice in one element is an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey, version, language]);

  return {
    box,
    widget,
    /** What is missing from the CMS's captcha settings, if anything. */
    misconfigured: () => configurationProblem({ siteKey, version }),
  };
}
