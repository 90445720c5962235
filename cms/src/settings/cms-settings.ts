import { envNumber } from './environment';
import { sandboxSecret } from './commerce-settings';
import type { Settings } from './settings-schema';

/** Whether the CMS runs as in production (NODE_ENV=production): its cookies are then always `Secure` and `__Host-`. */
export const runsInProduction = (settings: Settings) => settings.NODE_ENV === 'production';

/** The time a client has to send a whole request (HTTP_REQUEST_TIMEOUT_MS). */
export const httpRequestTimeoutMs = (settings: Settings) => envNumber(settings.HTTP_REQUEST_TIMEOUT_MS, 30_000);

/** The first administrator, created on an empty database: ADMIN_EMAIL and ADMIN_PASSWORD, or none. */
export const firstAdmin = (settings: Settings) =>
  settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD ? { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD } : null;

/** The secret of the API token the site build reads with (SITE_BUILD_TOKEN), or none. */
export const siteBuildTokenSecret = (settings: Settings) => settings.SITE_BUILD_TOKEN || null;

/** Where the publish webhook goes (SITE_BUILD_HOOK_URL, none: no webhook) and its bearer token (SITE_BUILD_HOOK_SECRET). */
export const siteBuildHook = (settings: Settings) => ({
  url: settings.SITE_BUILD_HOOK_URL?.trim() || null,
  secret: settings.SITE_BUILD_HOOK_SECRET || null,
});

/** Signs draft-preview links: PREVIEW_SECRET, or one derived from APP_KEYS (links made by one CMS work only with it). */
export const previewSecret = (settings: Settings) => settings.PREVIEW_SECRET || sandboxSecret('draft-preview', settings);

/** The broker's address when the privacy settings name none (BROKER_EMAIL). */
export const brokerEmail = (settings: Settings) => settings.BROKER_EMAIL || null;
