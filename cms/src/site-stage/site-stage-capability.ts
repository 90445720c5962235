import type { Capability } from '../capabilities/capability';
import { eIdChoice, offeredLoginMethods } from '../settings/e-id-choice';
import type { SiteStage } from '../settings/production-gate';

/** What `GET /api/site-stage` answers: the stage the production gate allowed, and the e-ID methods not switched off. */
export interface SiteStageAnswer {
  stage: SiteStage;
  loginMethods: ReturnType<typeof offeredLoginMethods>;
}

let answer: SiteStageAnswer | undefined;

/** The answer of the running CMS (its settings do not change while it runs). */
export function siteStageAnswer(): SiteStageAnswer {
  if (!answer) throw new Error('The site stage was asked before the site stage capability registered');
  return answer;
}

/** The site's stage as the site build reads it (a test site says so on every page). */
export const siteStageCapability: Capability = {
  name: 'site stage',
  register({ settings, stage }) {
    answer = { stage, loginMethods: offeredLoginMethods(eIdChoice(settings)) };
  },
};
