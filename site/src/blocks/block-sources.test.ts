import { blockSourceFlags } from './block-sources';

describe('what a page fetches for its blocks', () => {
  it('fetches nothing extra for pages without a job list or an application form', () => {
    expect(blockSourceFlags(['blocks.hero', 'blocks.rich-text', 'blocks.faq-list'])).toEqual({ withJobs: false, withApplication: false });
    expect(blockSourceFlags([])).toEqual({ withJobs: false, withApplication: false });
  });

  it('fetches the current jobs for a job list', () => {
    expect(blockSourceFlags(['blocks.hero', 'blocks.job-list'])).toEqual({ withJobs: true, withApplication: false });
  });

  it('fetches the jobs, the captcha settings and the application terms for an application form', () => {
    expect(blockSourceFlags(['blocks.application-form'])).toEqual({ withJobs: true, withApplication: true });
  });

  it('ignores blocks the site does not know', () => {
    expect(blockSourceFlags(['blocks.carousel'])).toEqual({ withJobs: false, withApplication: false });
  });
});
