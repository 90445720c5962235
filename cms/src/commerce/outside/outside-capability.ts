import type { Capability } from '../../capabilities/capability';
import { createScriptsSandbox } from '../../adapters/tag-scripts/sandbox-scripts';
import { careers } from '../../careers/careers';
import { scriptsSandboxEnabled } from '../../settings/outside-choice';
import { commerce } from '../commerce';
import { mountSandboxes } from './sandbox-mount';

/** The outside systems' sandboxes this CMS serves under /sandbox/ (e-ID, ID card, bank, captcha, outside scripts); their clients close with the CMS. */
export const outsideCapability: Capability = {
  name: 'outside systems',
  register({ strapi, settings }) {
    mountSandboxes(strapi, () => {
      const captcha = careers(strapi).captchaSandbox;
      return [
        ...commerce(strapi).outside.sandboxes,
        ...(captcha ? [{ prefix: '/sandbox/captcha', strip: true, handle: captcha }] : []),
        ...(scriptsSandboxEnabled(settings) ? [{ prefix: '/sandbox/scripts', strip: true, handle: createScriptsSandbox() }] : []),
      ];
    });
  },
  destroy({ strapi }) {
    commerce(strapi).outside.close();
  },
};
