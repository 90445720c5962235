import type { Core } from '@strapi/strapi';
import type { SiteStage, StageCheck } from './production-gate';

/**
 * Runs first in `register`: a refused start logs one line naming the settings and ends the process
 * before anything else starts; an allowed one says which stage runs (`ungated`: sandboxes that run in
 * production too). Returns the stage the site is told.
 */
export function enforceSiteStage(strapi: Core.Strapi, check: StageCheck, ungated: string[]): SiteStage {
  if (!check.ok) {
    strapi.log.error(check.refusal);
    process.exit(1);
  }
  if (check.stage === 'staging') {
    const running = [...check.sandboxes, ...ungated];
    strapi.log.warn(`Site stage: staging (a test site; every page says so)${running.length ? `; sandboxes: ${running.join(', ')}` : ''}.`);
  } else {
    strapi.log.info(`Site stage: live${ungated.length ? `; still sandboxes, for want of a real implementation: ${ungated.join(', ')}` : ''}.`);
  }
  return check.stage;
}
