import { environment } from '../../../settings/environment';
import type { Context } from 'koa';
import { checkSiteStage } from '../../../site-stage/production-gate';

export default {
  /** `{ stage: 'live' | 'staging' }`; a CMS that runs has passed the same check at start. */
  read(ctx: Context) {
    const check = checkSiteStage(environment());
    ctx.set('cache-control', 'no-store');
    ctx.body = { stage: check.ok ? check.stage : 'staging' };
  },
};
