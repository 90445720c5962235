import path from 'path';
import { findSeedProblems } from './content-check';
import { loadSeedContent, type SeedContent } from './content-files';

const committed = () => loadSeedContent(path.join(__dirname, 'content'));

describe('the committed seed content', () => {
  it('is complete and consistent in et, ru and en', () => {
    expect(findSeedProblems(committed())).toEqual([]);
  });

  it('has at least 8 traffic FAQ questions, 4 current jobs and 1 expired job', () => {
    const content = committed();
    for (const locale of ['et', 'ru', 'en'] as const) {
      expect(content.texts[locale].products.traffic!.faq.length).toBeGreaterThanOrEqual(8);
    }
    const jobs = Object.values(content.shared.jobs);
    expect(jobs.filter((job) => job.validForDays > 0).length).toBeGreaterThanOrEqual(4);
    expect(jobs.filter((job) => job.validForDays < 0).length).toBeGreaterThanOrEqual(1);
  });

  it('uses its own slug for each job in each language', () => {
    const content = committed();
    const slugs = Object.values(content.texts).flatMap((texts) => Object.values(texts.jobs).map((job) => job.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('findSeedProblems', () => {
  const broken = (): SeedContent => {
    const content = committed();
    delete content.texts.ru.pages.trafficFaq;
    content.texts.en.pages.home!.blocks.push({ __component: 'blocks.cta', routeKey: 'nowhere' });
    content.texts.et.pages.home!.blocks.push({ __component: 'blocks.faq-list', productKey: 'pet' });
    delete content.texts.en.jobs[Object.keys(content.shared.jobs)[0]!];
    content.texts.et.global.navigation.push({ label: 'x', routeKey: 'gone' });
    return content;
  };

  it('names each missing translation, unknown route and unknown product', () => {
    const problems = findSeedProblems(broken());
    expect(problems).toEqual(
      expect.arrayContaining([
        'ru: no page for route trafficFaq',
        expect.stringMatching(/^en: page home block \d+ \(blocks\.cta\): unknown route nowhere$/),
        expect.stringMatching(/^et: page home block \d+ \(blocks\.faq-list\): unknown product pet$/),
        expect.stringMatching(/^en: jobs\.[\w-]+ has no texts$/),
        'et: navigation names unknown route gone',
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});
