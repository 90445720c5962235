import type { Capability } from '../capabilities/capability';
import { ensureFirstAdmin } from '../bootstrap/first-admin';
import { ensureLocales } from '../bootstrap/locales';
import { disablePasswordSignUp, ensurePublicReadPermissions, rememberPublicPermissions } from '../bootstrap/public-permissions';
import { ensureSiteBuildToken } from '../bootstrap/site-build-token';
import { rememberContentApiAbilities } from './remembered-abilities';
import { registerRouteKeyGuard } from './route-key-guard';

/** The public content API (its locales, read rights and route keys), the site build's token and the first administrator. */
export const contentApiCapability: Capability = {
  name: 'content API',
  register({ strapi }) {
    registerRouteKeyGuard(strapi);
  },
  async bootstrap({ strapi, settings }) {
    await ensureLocales(strapi);
    await ensurePublicReadPermissions(strapi);
    rememberPublicPermissions(strapi);
    rememberContentApiAbilities(strapi);
    await disablePasswordSignUp(strapi);
    await ensureSiteBuildToken(strapi, settings);
    await ensureFirstAdmin(strapi, settings);
  },
};
