import path from 'path';
import { envNumber } from './environment';
import type { Settings } from './settings-schema';

/**
 * The careers form's settings: where the CVs are kept (CV_FOLDER, else `.tmp/applications` under the CMS's
 * folder `appRoot`), how long (APPLICATION_KEEP_DAYS), HR's address when a job names none (HR_EMAIL) and the
 * applications per client address and per e-mail address.
 */
export const careersSettings = (settings: Settings, appRoot: string) => ({
  cvFolder: settings.CV_FOLDER ?? path.join(appRoot, '.tmp', 'applications'),
  keepDays: envNumber(settings.APPLICATION_KEEP_DAYS, 365),
  defaultHrEmail: settings.HR_EMAIL || 'personal@tarkus.ee',
  limits: {
    perAddress: { burst: envNumber(settings.APPLY_RATE_BURST, 3), perMinute: envNumber(settings.APPLY_RATE_PER_MINUTE, 6) },
    perEmail: { burst: envNumber(settings.APPLY_EMAIL_RATE_BURST, 2), perMinute: envNumber(settings.APPLY_EMAIL_RATE_PER_MINUTE, 2) },
  },
});
