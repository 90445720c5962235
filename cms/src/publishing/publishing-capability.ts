import type { Capability } from '../capabilities/capability';
import { previewKeysOf, usePreviewKeys } from './preview-links';
import { ensureSiteBuildWebhook } from './site-build-hook';

/** Publishing: the signed draft-preview links, and the webhook that tells the site's build runner about changes (after the seed: seeding is not an edit to publish). */
export const publishingCapability: Capability = {
  name: 'publishing',
  register({ settings }) {
    usePreviewKeys(previewKeysOf(settings));
  },
  async bootstrap({ strapi, settings }) {
    await ensureSiteBuildWebhook(strapi, settings);
  },
};
