import type { Capability } from '../capabilities/capability';
import { ensureFirstAdmin } from './first-admin';
import { ensureLocales } from './locales';
import { disablePasswordSignUp, ensurePublicReadPermissions, rememberPublicPermissions } from './public-permissions';
import { ensureSiteBuildToken } from './site-build-token';
import { rememberContentApiAbilities } from '../content-api/remembered-abilities';
import { registerRouteKeyGuard } from '../content-api/route-key-guard';

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
