import { draftBlocks, draftJob, draftProductBlocks } from './draft-reshape';

// The Markdown pipeline itself (ESM-only libraries) is proven in the browser tests; here: which fields go through it.
jest.mock('../content/markdown', () => ({ markdownToHtml: (markdown: string) => `<div>${markdown}</div>` }));

const sources = { jobs: [], insurers: [], captcha: { siteKey: '', version: '' }, terms: { keepDays: 365, cvMaxMb: 10, cvTypes: ['pdf'] } };

describe('drafts for the preview', () => {
  it('renders a draft job’s Markdown and dates as the built job page does', () => {
    const job = draftJob({ documentId: 'd1', title: 'Analyst', body: 'We need **you**.', datePosted: '2026-11-21', validThrough: '2026-12-31', employmentType: 'part-time' });
    expect(job.bodyHtml).toBe('<div>We need **you**.</div>');
    expect(job).toMatchObject({ title: 'Analyst', datePostedShown: '21.11.2026', validThroughShown: '31.12.2026', employmentType: 'part-time', department: null });
  });

  it('removes scripts and event handlers from a draft’s raw HTML', () => {
    const job = draftJob({ documentId: 'd2', title: 'X', body: 'Hi <img src="x" onerror="alert(1)"><script>alert(2)</script><iframe srcdoc="<script>alert(3)</script>"></iframe>' });
    expect(job.bodyHtml).toBe('<div>Hi <img src="x"></div>');
  });

  it('turns REST blocks into the site’s blocks, Markdown fields included, and leaves unknown ones out', () => {
    const blocks = draftBlocks([
      { __component: 'blocks.hero', id: 1, heading: 'Careers', lead: 'Join *us*' },
      { __component: 'blocks.notice', id: 2, tone: 'warning', text: 'Closed <b>today</b>' },
      { __component: 'blocks.trust-signals', id: 4, heading: 'Trust', licenceTitle: 'Licence', licence: 'See https://www.fi.ee', office: null },
      { __component: 'blocks.unknown', id: 3 },
    ], sources);
    expect(blocks).toEqual([
      { kind: 'blocks.hero', heading: 'Careers', leadHtml: '<div>Join *us*</div>', ctaLabel: null, ctaRouteKey: null },
      { kind: 'blocks.notice', tone: 'warning', textHtml: '<div>Closed <b>today</b></div>' },
      { kind: 'blocks.trust-signals', heading: 'Trust', licenceTitle: 'Licence', licenceHtml: '<div>See https://www.fi.ee</div>', office: null },
    ]);
  });

  it('shows a draft product as its card and its questions, the answers through Markdown', () => {
    const blocks = draftProductBlocks(
      { documentId: 'p1', key: 'casco', routeKey: 'cascoLanding', name: 'Каско', pitch: 'Новый текст', faq: [{ question: 'Что?', answer: 'Вот *это*' }] },
      'Частые вопросы',
      sources,
    );
    expect(blocks).toEqual([
      { kind: 'blocks.product-cards', heading: 'Каско', products: [{ key: 'casco', name: 'Каско', pitch: 'Новый текст', routeKey: 'cascoLanding' }] },
      { kind: 'blocks.faq-list', heading: 'Частые вопросы', items: [expect.objectContaining({ question: 'Что?', answerHtml: '<div>Вот *это*</div>' })] },
    ]);
    expect(draftProductBlocks({ name: 'Casco', pitch: 'P', key: 'casco', routeKey: 'casco', faq: [] }, 'FAQ', sources)).toHaveLength(1);
  });
});
