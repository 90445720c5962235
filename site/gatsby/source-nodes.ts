import type { GatsbyNode, Node } from 'gatsby';
import { locales } from '@kindlustus/routes';
import { unsupportedUiTexts } from '../src/i18n/ui-text-syntax';
import { strapiSourceOptions } from './strapi-source-options';

const localizedTypes = ['STRAPI_PAGE', 'STRAPI_PRODUCT', 'STRAPI_JOB', 'STRAPI_OFFICE', 'STRAPI_GLOBAL'];

/**
 * Runs after gatsby-source-strapi: proves that every language survived sourcing, turns the CMS
 * interface texts (Global → uiTexts, one namespace each) into the `Locale` nodes that
 * gatsby-plugin-react-i18next reads, and reads the application terms the careers form states and the
 * site's stage (a test site says so on every page).
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, getNodesByType, getNode, createNodeId, createContentDigest, reporter }) => {
  for (const type of localizedTypes) {
    const present = new Set(getNodesByType(type).map((node) => node.locale as string));
    const missing = locales.filter((locale) => !present.has(locale));
    if (missing.length) reporter.panic(`${type}: no content sourced for ${missing.join(', ')}`);
  }

  for (const global of getNodesByType('STRAPI_GLOBAL')) {
    const language = global.locale as string;
    const textsNode = getNode(global.uiTexts___NODE as string) as Node | undefined;
    const texts = JSON.parse(textsNode?.internal.content ?? '{}') as Record<string, Record<string, string>>;
    for (const { key, problem } of unsupportedUiTexts(texts)) {
      reporter.warn(
        `UI text ${language} ${key} has ${problem}. Pages are built with it as i18next reads it, but the browser reads it differently: ` +
          'React then throws the built page away and draws it again, and the text changes on screen. Write it as plain text with {{placeholders}}.',
      );
    }
    for (const [ns, data] of Object.entries(texts)) {
      const content = JSON.stringify(data);
      actions.createNode({
        id: createNodeId(`locale-${language}-${ns}`),
        language,
        ns,
        data: content,
        fileAbsolutePath: `cms:global/${language}/${ns}`,
        internal: { type: 'Locale', contentDigest: createContentDigest(content) },
      });
    }
  }

  const terms = await fetchApplicationTerms().catch((error: Error) => reporter.panic(`The application terms could not be read from the CMS: ${error.message}`));
  actions.createNode({
    id: createNodeId('application-terms'),
    ...terms,
    internal: { type: 'ApplicationTerms', contentDigest: createContentDigest(terms) },
  });

  const siteStage = await fetchSiteStage().catch((error: Error) => reporter.panic(`The site's stage could not be read from the CMS: ${error.message}`));
  actions.createNode({
    id: createNodeId('site-stage'),
    ...siteStage,
    internal: { type: 'SiteStage', contentDigest: createContentDigest(siteStage) },
  });
};

/**
 * `staging` when the CMS runs as a test site (SITE_STAGE=staging or its sandboxes), else `live`; and the login
 * methods not switched off (SMART_ID, MOBILE_ID, ID_CARD), which the login page offers.
 */
async function fetchSiteStage(): Promise<{ stage: 'live' | 'staging'; loginMethods: string[] }> {
  const response = await fetch(`${strapiSourceOptions().apiURL}/api/site-stage`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { stage, loginMethods } = (await response.json()) as Record<string, unknown>;
  if (stage !== 'live' && stage !== 'staging') throw new Error('unexpected answer');
  if (!Array.isArray(loginMethods)) throw new Error('unexpected answer: no loginMethods');
  return { stage, loginMethods: loginMethods.map(String) };
}

async function fetchApplicationTerms(): Promise<{ keepDays: number; cvMaxMb: number; cvTypes: string[] }> {
  const response = await fetch(`${strapiSourceOptions().apiURL}/api/job-applications/terms`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { keepDays, cvMaxMb, cvTypes } = (await response.json()) as Record<string, unknown>;
  if (typeof keepDays !== 'number' || typeof cvMaxMb !== 'number' || !Array.isArray(cvTypes)) throw new Error('unexpected answer');
  return { keepDays, cvMaxMb, cvTypes: cvTypes.map(String) };
}
