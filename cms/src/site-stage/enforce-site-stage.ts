import type { Core } from '@strapi/strapi';
import { environment, type Environment } from '../settings/environment';
import { ungatedSandboxes } from './gated-sandboxes';
import { checkSiteStage, type SiteStage } from './production-gate';

/**
 * Runs first in `register`: a refused start logs one line naming the settings and ends the process
 * before anything else starts; an allowed one says which stage runs. Returns the stage the site is told.
 */
export function enforceSiteStage(strapi: Core.Strapi, env: Environment = environment()): SiteStage {
  const check = checkSiteStage(env);
  if (!check.ok) {
    strapi.log.error(check.refusal);
    process.exit(1);
  }
  const others = ungatedSandboxes(env);
  if (check.stage === 'staging') {
    const running = [...check.sandboxes, ...others];
    strapi.log.warn(`Site stage: staging (a test site; every page says so)${running.length ? `; sandboxes: ${running.join(', ')}` : ''}.`);
  } else {
    strapi.log.info(`Site stage: live${others.length ? `; still sandboxes, for want of a real implementation: ${others.join(', ')}` : ''}.`);
  }
  return check.stage;
}
