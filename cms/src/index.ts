import path from 'path';
import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensureLocales } from './bootstrap/locales';
import { disablePasswordSignUp, ensurePublicReadPermissions } from './bootstrap/public-permissions';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { registerRouteKeyGuard } from './content-api/route-key-guard';
import { configuredInsurers, configuredVehicleRegister, insurerTimeoutMs, quoteRateLimit } from './commerce/adapters-config';
import { registerQuoteGraphql } from './commerce/graphql-schema';
import { createQuoteService, type QuoteService } from './commerce/quote-service';
import { loadSeedContent } from './seed/content-files';
import { seedContent } from './seed/seed';
import { addMissingUiTexts } from './seed/ui-text-defaults';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRouteKeyGuard(strapi);
    let quotes: QuoteService | undefined;
    const quoteService = () =>
      (quotes ??= createQuoteService({
        strapi,
        insurers: configuredInsurers(),
        register: configuredVehicleRegister(),
        insurerTimeoutMs: insurerTimeoutMs(),
      }));
    registerQuoteGraphql(strapi, quoteService, quoteRateLimit());
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicReadPermissions(strapi);
    await disablePasswordSignUp(strapi);
    await ensureSiteBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    if (process.env.SEED !== 'false') {
      const content = loadSeedContent(process.env.SEED_CONTENT_DIR ?? path.join(strapi.dirs.app.src, 'seed', 'content'));
      const report = await seedContent(strapi, content);
      if (report.created.length) strapi.log.info(`Seeded ${report.created.length} documents: ${report.created.join(', ')}`);
      const added = await addMissingUiTexts(strapi, content);
      if (added) strapi.log.info(`Added ${added} new interface texts to the global texts.`);
    }
  },
};
