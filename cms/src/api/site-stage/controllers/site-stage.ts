import type { Context } from 'koa';
import { siteStageAnswer } from '../../../site-stage/site-stage-capability';

export default {
  /**
   * `{ stage: 'live' | 'staging', loginMethods }`: loginMethods are the e-ID methods not switched off, which the
   * login page offers. A CMS that runs has passed the same checks at start.
   */
  read(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = siteStageAnswer();
  },
};
