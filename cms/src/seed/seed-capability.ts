import path from 'path';
import type { Capability } from '../capabilities/capability';
import { initialScriptIds } from '../adapters/tag-scripts/sandbox-scripts';
import { initialCaptchaSettings } from '../careers/careers';
import { commerce } from '../commerce/commerce';
import { scriptsSandboxEnabled } from '../settings/outside-choice';
import { seedSettings } from '../settings/seed-settings';
import { loadSeedContent } from './content-files';
import { loadSampleDocumentsContent, seedSampleDocuments } from './insurance-documents';
import { seedContent } from './seed';
import { addMissingUiTexts } from './ui-text-defaults';

/** The content a fresh CMS starts with (SEED=false: none): pages, products, insurers, sample insurance documents, interface texts. */
export const seedCapability: Capability = {
  name: 'content',
  async bootstrap({ strapi, settings }) {
    const seed = seedSettings(settings);
    if (!seed.enabled) return;
    const content = loadSeedContent(
      seed.contentDir ?? path.join(strapi.dirs.app.src, 'seed', 'content'),
      seed.contentDir ?? path.join(strapi.dirs.app.root, 'src', 'seed', 'content'),
    );
    const integrationSettings = { ...initialCaptchaSettings(settings), ...initialScriptIds(scriptsSandboxEnabled(settings)) };
    const report = await seedContent(strapi, content, { insurerAdapters: commerce(strapi).insurers.adapters, integrationSettings });
    if (report.created.length) strapi.log.info(`Seeded ${report.created.length} documents: ${report.created.join(', ')}`);
    const seedingStarted = Date.now();
    const sampleDocuments = await seedSampleDocuments(strapi, loadSampleDocumentsContent(seed.contentDir ?? path.join(strapi.dirs.app.root, 'src', 'seed', 'content')), (language) => commerce(strapi).terms.words(language));
    if (sampleDocuments.length) strapi.log.info(`Seeded ${sampleDocuments.length} sample insurance documents in ${Date.now() - seedingStarted} ms.`);
    const added = await addMissingUiTexts(strapi, content);
    if (added) strapi.log.info(`Added ${added} new interface texts to the global texts.`);
  },
};
