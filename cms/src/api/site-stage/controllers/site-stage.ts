import { offeredLoginMethods } from '../../../settings/e-id-choice';
import { environment } from '../../../settings/environment';
import { outsideChoice } from '../../../settings/outside-choice';
import type { Context } from 'koa';
import { checkSiteStage } from '../../../site-stage/production-gate';

export default {
  /**
   * `{ stage: 'live' | 'staging', loginMethods }`: loginMethods are the e-ID methods not switched off, which the
   * login page offers. A CMS that runs has passed the same checks at start.
   */
  read(ctx: Context) {
    const check = checkSiteStage(environment());
    ctx.set('cache-control', 'no-store');
    ctx.body = { stage: check.ok ? check.stage : 'staging', loginMethods: offeredLoginMethods(outsideChoice().eId) };
  },
};
