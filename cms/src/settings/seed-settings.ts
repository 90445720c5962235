import type { Settings } from './settings-schema';

/** Whether the CMS seeds its content at start (SEED=false: not), and from where (SEED_CONTENT_DIR, else the committed files). */
export const seedSettings = (settings: Settings) => ({
  enabled: settings.SEED !== 'false',
  contentDir: settings.SEED_CONTENT_DIR,
});
