import { environment, type Environment } from '../settings/environment';
import { checkSiteStage } from './production-gate';

/**
 * Whether a payment needs the insurer's terms and IPID for every cart line (SALE_DOCUMENTS_REQUIRED): always on
 * a live site, which must give them before the contract; a test site may sell without (its unseeded suites).
 */
export const saleDocumentsRequired = (env: Environment = environment()): boolean => {
  if (env.SALE_DOCUMENTS_REQUIRED === 'true' || env.SALE_DOCUMENTS_REQUIRED === 'false') return env.SALE_DOCUMENTS_REQUIRED === 'true';
  const stage = checkSiteStage(env);
  return !stage.ok || stage.stage === 'live';
};
