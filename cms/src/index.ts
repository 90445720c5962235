import path from 'path';
import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensureLocales } from './bootstrap/locales';
import { disablePasswordSignUp, ensurePublicReadPermissions, rememberPublicPermissions } from './bootstrap/public-permissions';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { rememberContentApiAbilities } from './content-api/remembered-abilities';
import { registerRouteKeyGuard } from './content-api/route-key-guard';
import { registerAccountGraphql } from './commerce/login/account-graphql';
import { companyLookupLimits, quoteRateLimits } from './settings/commerce-settings';
import { registerCartGraphql } from './commerce/cart/cart-graphql';
import { registerConclusionChecks } from './commerce/policies/conclusion-checks';
import { commerce } from './commerce/commerce';
import { startHousekeeping } from './commerce/plumbing/housekeeping';
import { registerCatalogueChecks } from './commerce/insurers/catalogue-checks';
import { registerDeskAnswers } from './commerce/desk/desk-checks';
import { registerInsurerGraphql } from './commerce/insurers/insurer-graphql';
import { registerPolicyGraphql } from './commerce/policies/policy-graphql';
import { registerReadOnlyRecords } from './commerce/plumbing/read-only-records';
import { registerPrivacy } from './privacy/privacy';
import { registerSaleRecordGraphql } from './sale-record/sale-record-graphql';
import { forgetDocumentsOnEdit } from './insurance-documents/forget-on-edit';
import { registerQuoteGraphql } from './commerce/quotes/quote-graphql';
import { registerCompanyGraphql } from './commerce/company/company-graphql';
import { ensureOfferHoldTable } from './commerce/cart/offer-holds';
import { ensureRateLimitTable } from './rate-limits/rate-limit';
import { mountSandboxes } from './commerce/outside/sandbox-mount';
import { stopDocumentRenderer } from './policies/document/document-renderer';
import { ensureStoredDocumentTable } from './policies/document/stored-documents';
import { ensureUniqueIndexes } from './commerce/plumbing/unique-indexes';
import { careers } from './careers/careers';
import { ensureHrRole, registerCvDownload } from './careers/hr-admin';
import { registerTodayRoutes } from './office-work/today';
import { ensureStaffRoles } from './staff/staff-roles';
import { registerHandlingRoutes } from './office-work/handling/handling-routes';
import { applyAdminWords } from './admin-words/apply-admin-words';
import { applyConnectionTimeouts } from './http/server-timeouts';
import { ensureSiteBuildWebhook } from './publishing/site-build-hook';
import { loadSeedContent } from './seed/content-files';
import { seedContent } from './seed/seed';
import { forgetTermsOnEdit } from './terms/term-catalogue';
import { addMissingUiTexts } from './seed/ui-text-defaults';
import { loadSampleDocumentsContent, seedSampleDocuments } from './seed/insurance-documents';
import { createScriptsSandbox } from './adapters/tag-scripts/sandbox-scripts';
import { seedSettings } from './settings/seed-settings';
import { enforceSettings } from './settings/settings';
import { scriptsSandboxEnabled } from './settings/outside-choice';
import { enforceSiteStage } from './site-stage/enforce-site-stage';
import { registerSecurityHeaders } from './http/security-headers';
import { registerPlainFieldResolvers } from './commerce/plumbing/plain-field-resolvers';

let stopHousekeeping: (() => void) | undefined;
let stopJobs: (() => void) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    enforceSettings(strapi, enforceSiteStage(strapi));
    applyConnectionTimeouts(strapi.server.httpServer);
    registerSecurityHeaders(strapi);
    registerPlainFieldResolvers();
    registerRouteKeyGuard(strapi);
    registerReadOnlyRecords(strapi);
    const services = () => commerce(strapi);
    registerConclusionChecks(strapi, () => ({
      concluded: (policy, trx) => services().jobs.policy.policyConcluded(policy, trx),
      committed: () => services().jobs.policy.wake(),
    }));
    registerCatalogueChecks(strapi, () => services().insurers.catalogue, () => services().insurers.adapters);
    registerDeskAnswers(strapi, () => services().desk);
    mountSandboxes(strapi, () => {
      const captcha = careers(strapi).captchaSandbox;
      return [
        ...services().outside.sandboxes,
        ...(captcha ? [{ prefix: '/sandbox/captcha', strip: true, handle: captcha }] : []),
        ...(scriptsSandboxEnabled() ? [{ prefix: '/sandbox/scripts', strip: true, handle: createScriptsSandbox() }] : []),
      ];
    });
    registerCvDownload(strapi);
    registerTodayRoutes(strapi, () => services().terms);
    registerHandlingRoutes(strapi, () => services().terms);
    registerQuoteGraphql(strapi, () => services().quotes, (ctx) => services().quoteCallerOf(ctx), quoteRateLimits());
    registerAccountGraphql(strapi, services);
    registerCompanyGraphql(strapi, services, companyLookupLimits());
    registerCartGraphql(strapi, services);
    registerPolicyGraphql(strapi, services);
    registerPrivacy(strapi, services);
    registerSaleRecordGraphql(strapi, () => services().sales);
    forgetDocumentsOnEdit(strapi, () => services().insuranceDocuments);
    forgetTermsOnEdit(strapi, () => services().terms);
    registerInsurerGraphql(strapi, () => services().insurerLogos);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicReadPermissions(strapi);
    rememberPublicPermissions(strapi);
    rememberContentApiAbilities(strapi);
    await disablePasswordSignUp(strapi);
    await ensureSiteBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    await ensureUniqueIndexes(strapi);
    await ensureHrRole(strapi);
    await ensureStaffRoles(strapi);
    await applyAdminWords(strapi);
    await ensureRateLimitTable(strapi.db.connection);
    await ensureOfferHoldTable(strapi.db.connection);
    await ensureStoredDocumentTable(strapi.db.connection);
    stopJobs = commerce(strapi).jobs.start();
    stopHousekeeping = await startHousekeeping(strapi, () => careers(strapi).applications.forgetExpired());
    const seed = seedSettings();
    if (seed.enabled) {
      const content = loadSeedContent(
        seed.contentDir ?? path.join(strapi.dirs.app.src, 'seed', 'content'),
        seed.contentDir ?? path.join(strapi.dirs.app.root, 'src', 'seed', 'content'),
      );
      const report = await seedContent(strapi, content, { insurerAdapters: commerce(strapi).insurers.adapters });
      if (report.created.length) strapi.log.info(`Seeded ${report.created.length} documents: ${report.created.join(', ')}`);
      const seedingStarted = Date.now();
      const sampleDocuments = await seedSampleDocuments(strapi, loadSampleDocumentsContent(seed.contentDir ?? path.join(strapi.dirs.app.root, 'src', 'seed', 'content')), (language) => commerce(strapi).terms.words(language));
      if (sampleDocuments.length) strapi.log.info(`Seeded ${sampleDocuments.length} sample insurance documents in ${Date.now() - seedingStarted} ms.`);
      const added = await addMissingUiTexts(strapi, content);
      if (added) strapi.log.info(`Added ${added} new interface texts to the global texts.`);
    }
    // After the seed: seeding is not an edit to publish.
    await ensureSiteBuildWebhook(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopHousekeeping?.();
    stopJobs?.();
    await stopDocumentRenderer();
    commerce(strapi).outside.close();
  },
};
