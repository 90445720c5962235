import type { BlockComponentName } from '../content/generated/block-names';

/**
 * What a page's query fetches besides its own content, as GraphQL variables of the page: only pages
 * with a block that draws on a source query it, so publishing a job or saving the captcha settings
 * rebuilds just the pages that show them.
 */
export interface BlockSourceFlags {
  /** Current jobs in the page language. */
  withJobs: boolean;
  /** Captcha settings and the application terms. */
  withApplication: boolean;
  /** The published insurers with their logos. */
  withInsurers: boolean;
}

const sourcesOfBlock: Partial<Record<BlockComponentName, Array<keyof BlockSourceFlags>>> = {
  'blocks.job-list': ['withJobs'],
  'blocks.application-form': ['withJobs', 'withApplication'],
  'blocks.insurer-logos': ['withInsurers'],
};

export function blockSourceFlags(components: Iterable<string>): BlockSourceFlags {
  const flags: BlockSourceFlags = { withJobs: false, withApplication: false, withInsurers: false };
  for (const component of components) {
    for (const flag of sourcesOfBlock[component as BlockComponentName] ?? []) flags[flag] = true;
  }
  return flags;
}
