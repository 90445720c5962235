import type { Core } from '@strapi/strapi';
import { enforceSiteStage } from './enforce-site-stage';
import { environment, type Environment } from './environment';
import { ungatedSandboxes } from './gated-sandboxes';
import { checkSiteStage, type SiteStage } from './production-gate';
import { enforceSettings, readSettings } from './settings';
import type { Settings } from './settings-schema';

/**
 * The first thing the CMS does (cms/src/index.ts): the production gate, then the settings' check, each ending
 * the process with one log line when it refuses; answers the checked settings every capability is given.
 */
export function settingsAtStart(strapi: Core.Strapi, env: Environment = environment()): { settings: Settings; stage: SiteStage } {
  const stage = enforceSiteStage(strapi, checkSiteStage(env), ungatedSandboxes(env));
  enforceSettings(strapi, stage, env);
  return { settings: readSettings(env), stage };
}
