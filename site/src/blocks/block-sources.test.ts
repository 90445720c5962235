import type { BlockSources } from '../content/reshape';
import { reshapeBlock } from './registry';
import { blockComponentNames } from '../content/generated/block-names';
import { blockSourceFlags, type BlockSourceFlags } from './block-sources';

const flagOfSource: Record<keyof BlockSources, keyof BlockSourceFlags> = { jobs: 'withJobs', captcha: 'withApplication', terms: 'withApplication', insurers: 'withInsurers' };

describe('what a page fetches for its blocks', () => {
  it('fetches nothing extra for pages without a job list or an application form', () => {
    expect(blockSourceFlags(['blocks.hero', 'blocks.rich-text', 'blocks.faq-list'])).toEqual({ withJobs: false, withApplication: false, withInsurers: false });
    expect(blockSourceFlags([])).toEqual({ withJobs: false, withApplication: false, withInsurers: false });
  });

  it('fetches the current jobs for a job list', () => {
    expect(blockSourceFlags(['blocks.hero', 'blocks.job-list'])).toEqual({ withJobs: true, withApplication: false, withInsurers: false });
  });

  it('fetches the jobs, the captcha settings and the application terms for an application form', () => {
    expect(blockSourceFlags(['blocks.application-form'])).toEqual({ withJobs: true, withApplication: true, withInsurers: false });
  });

  it('ignores blocks the site does not know', () => {
    expect(blockSourceFlags(['blocks.carousel'])).toEqual({ withJobs: false, withApplication: false, withInsurers: false });
  });

  it.each(blockComponentNames)('fetches exactly what the %s block reads', (component) => {
    const read = new Set<keyof BlockSourceFlags>();
    const sources = new Proxy({} as BlockSources, {
      get: (_target, key) => {
        read.add(flagOfSource[key as keyof BlockSources]);
        return [];
      },
    });
    reshapeBlock({ strapi_component: component, routeKey: 'home' }, sources);
    const fetched = blockSourceFlags([component]);
    expect([...read].sort()).toEqual((Object.keys(fetched) as Array<keyof BlockSourceFlags>).filter((flag) => fetched[flag]).sort());
  });
});
