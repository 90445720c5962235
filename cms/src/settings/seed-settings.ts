import { environment, type Environment } from './environment';

/** Whether the CMS seeds its content at start (SEED=false: not), and from where (SEED_CONTENT_DIR, else the committed files). */
export const seedSettings = (env: Environment = environment()) => ({
  enabled: env.SEED !== 'false',
  contentDir: env.SEED_CONTENT_DIR,
});
