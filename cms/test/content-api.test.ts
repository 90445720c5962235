import { locales, pageRouteKeys } from '@kindlustus/routes';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { content, currentJobKeys, expiredJobKeys, useSeededCms } from './seeded-cms';

const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const all = 'pagination[pageSize]=100';

describe.each(targets)('content API on %s', (target) => {
  // A CMS of its own, not a shared one (commerce-cms.ts): it edits the seeded pages and global texts everyone reads,
  // and restarts it.
  const { api, restart, started } = useSeededCms(target);
  let env: Record<string, string>;
  let admin: string;
  beforeAll(() => ({ env, admin } = started()));

  it('serves the languages et (default), ru and en', async () => {
    const answer = await api('/api/i18n/locales');
    expect(answer.status).toBe(200);
    const codes = answer.body.map((locale: { code: string }) => locale.code).sort();
    expect(codes).toEqual([...locales].sort());
    expect(answer.body.find((locale: { isDefault: boolean }) => locale.isDefault).code).toBe('et');
  });

  it.each(locales)('serves a page for every static route in %s with the seeded texts', async (locale) => {
    const answer = await api(`/api/pages?locale=${locale}&${all}`);
    expect(answer.status).toBe(200);
    const pages = answer.body.data as Array<{ routeKey: string; title: string; metaDescription: string; blocks: unknown[] }>;
    expect(pages.map((page) => page.routeKey).sort()).toEqual([...pageRouteKeys].sort());
    for (const page of pages) {
      const seeded = content.texts[locale].pages[page.routeKey]!;
      expect(page.title).toBe(seeded.title);
      expect(page.metaDescription).toBe(seeded.metaDescription);
      expect(page.blocks).toHaveLength(seeded.blocks.length);
    }
  });

  it('links each page to its other language versions', async () => {
    const answer = await api(`/api/pages?locale=ru&filters[routeKey][$eq]=home`);
    const [home] = answer.body.data;
    expect(home.locale).toBe('ru');
    const linked = Object.fromEntries(home.localizations.map((other: { locale: string; title: string }) => [other.locale, other.title]));
    expect(linked).toEqual({ et: content.texts.et.pages.home!.title, en: content.texts.en.pages.home!.title });
  });

  it('populates blocks in the page language, relations included', async () => {
    const faqPage = await api(`/api/pages?locale=ru&filters[routeKey][$eq]=trafficFaq`);
    const faqBlock = faqPage.body.data[0].blocks.find((block: { __component: string }) => block.__component === 'blocks.faq-list');
    const ruFaq = content.texts.ru.products.traffic!.faq;
    expect(faqBlock.product.faq.map((item: { question: string }) => item.question)).toEqual(ruFaq.map((item) => item.question));
    expect(ruFaq.length).toBeGreaterThanOrEqual(8);

    const contacts = await api(`/api/pages?locale=en&filters[routeKey][$eq]=contactsTartu`);
    const card = contacts.body.data[0].blocks.find((block: { __component: string }) => block.__component === 'blocks.contact-card');
    expect(card.office.address).toBe(content.texts.en.offices.tartu!.address);
    expect(card.office.phone).toBe(content.shared.offices.tartu!.phone);
    expect(card.office.openingHours.length).toBeGreaterThan(0);
  });

  it.each(locales)('gives the home page three steps and the trust signals with the licence and the office in %s', async (locale) => {
    const home = (await api(`/api/pages?locale=${locale}&filters[routeKey][$eq]=home`)).body.data[0];
    const steps = home.blocks.find((block: { __component: string }) => block.__component === 'blocks.steps');
    expect(steps.items).toHaveLength(3);
    const trust = home.blocks.find((block: { __component: string }) => block.__component === 'blocks.trust-signals');
    expect(trust.licence).toContain('Finantsinspektsioon');
    expect(trust.licence).toContain('https://www.fi.ee');
    expect(trust.office.address).toBe(content.texts[locale].offices.tartu!.address);
    expect(trust.office.name).toBe(content.texts[locale].offices.tartu!.name);
    expect(trust.office.phone).toBe(content.shared.offices.tartu!.phone);
    expect(trust.office.openingHours.map((line: { days: string }) => line.days)).toEqual(content.texts[locale].offices.tartu!.openingHours.map((line) => line.days));
  });

  it.each(locales)('serves the five products in %s with their FAQ', async (locale) => {
    const answer = await api(`/api/products?locale=${locale}&${all}`);
    expect(answer.status).toBe(200);
    const products = answer.body.data as Array<{ key: string; name: string; faq: unknown[]; covered: unknown[] }>;
    expect(products.map((product) => product.key).sort()).toEqual(
      ['casco', 'employer-health', 'forestry-machine', 'home', 'traffic'],
    );
    for (const product of products) {
      const seeded = content.texts[locale].products[product.key]!;
      expect(product.name).toBe(seeded.name);
      expect(product.faq).toHaveLength(seeded.faq.length);
      expect(product.covered).toHaveLength(seeded.covered.length);
    }
  });

  it.each(locales)('lists only current jobs in %s, each under its own slug', async (locale) => {
    const answer = await api(`/api/jobs?locale=${locale}&${all}`);
    expect(answer.status).toBe(200);
    const slugs = answer.body.data.map((job: { slug: string }) => job.slug).sort();
    expect(slugs).toEqual(currentJobKeys.map((key) => content.texts[locale].jobs[key]!.slug).sort());
    expect(currentJobKeys.length).toBeGreaterThanOrEqual(4);
    const today = todayInTallinn();
    for (const job of answer.body.data) {
      expect(job.validThrough >= today).toBe(true);
      expect(job.localizations.map((other: { locale: string }) => other.locale).sort()).toEqual(
        locales.filter((other) => other !== locale).sort(),
      );
    }
  });

  it('does not serve an expired job, however it is asked for', async () => {
    expect(expiredJobKeys.length).toBeGreaterThanOrEqual(1);
    const expiredSlug = content.texts.et.jobs[expiredJobKeys[0]!]!.slug;
    const bySlug = await api(`/api/jobs?filters[slug][$eq]=${expiredSlug}`);
    expect(bySlug.body.data).toEqual([]);
    const byDate = await api(`/api/jobs?filters[validThrough][$lt]=${todayInTallinn()}`);
    expect(byDate.body.data).toEqual([]);

    const inAdmin = await api(`/content-manager/collection-types/api::job.job?filters[slug][$eq]=${expiredSlug}`, { token: admin });
    expect(inAdmin.status).toBe(200);
    const [expired] = inAdmin.body.results;
    expect(expired.validThrough < todayInTallinn()).toBe(true);
    expect((await api(`/api/jobs/${expired.documentId}`)).status).toBe(404);
  });

  it.each(locales)('serves the global texts in %s', async (locale) => {
    const answer = await api(`/api/global?locale=${locale}`);
    expect(answer.status).toBe(200);
    const global = answer.body.data;
    const seeded = content.texts[locale].global;
    expect(global.brandName).toBe(seeded.brandName);
    expect(global.navigation).toHaveLength(seeded.navigation.length);
    expect(global.uiTexts).toEqual(seeded.uiTexts);
    expect(global.uiTexts.seo.defaultTitle).toBe('Kindlustus');
  });

  it('keeps the spec error texts in the English UI texts', async () => {
    const { body } = await api('/api/global?locale=en');
    expect(body.data.uiTexts.errors.notFoundText).toContain('This page could not be found');
    expect(body.data.uiTexts.errors.errorPageFailed).toBe('An error occurred while showing the error page');
    expect(body.data.uiTexts.errors.goBackHome).toBe('Go back to home');
    expect(body.data.uiTexts.captcha).toMatchObject({
      failedToLoad: 'Failed to load script',
      failedToExecute: 'Failed to execute',
      noKey: 'No key provided',
      noVersion: 'No version provided',
    });
  });

  it('serves the Tartu office in every language and the integration settings (the sandbox captcha and the sandbox ids of the consented scripts)', async () => {
    for (const locale of locales) {
      const { body } = await api(`/api/offices?locale=${locale}`);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ key: 'tartu', name: content.texts[locale].offices.tartu!.name });
    }
    const settings = await api('/api/integration-setting');
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      captchaSiteKey: 'sandbox-site-key', captchaVersion: '2',
      tagManagerId: 'GTM-SANDBOX', analyticsId: 'G-SANDBOX', heatmapId: '1000001', chatWidgetId: 'sandbox-chat-key', cartWidgetId: 'sandbox-cart-key',
    });
  });

  it('refuses an integration id that is not in its vendor\'s form when an editor saves it, and keeps the one in use', async () => {
    const settingsApi = '/content-manager/single-types/api::integration-setting.integration-setting';
    const save = (body: Record<string, string>) => api(settingsApi, { method: 'PUT', token: admin, body });
    const wrong: Record<string, string>[] = [
      { tagManagerId: '<script>(function(w,d,s,l,i){})(window,document,"script","dataLayer","GTM-AB12CD");</script>' },
      { tagManagerId: 'GTM-AB12CD ' },
      { tagManagerId: 'G-AB12CD' },
      { analyticsId: 'UA-12345-1' },
      { heatmapId: 'hotjar-1000001' },
      { chatWidgetId: 'key" onload="alert(1)' },
      { cartWidgetId: 'a/b' },
      { captchaSiteKey: 'site key' },
    ];
    try {
      for (const body of wrong) {
        const answer = await save(body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ name: 'ValidationError', details: { errors: expect.arrayContaining([expect.objectContaining({ path: [Object.keys(body)[0]] })]) } });
      }
      expect((await api('/api/integration-setting')).body.data).toMatchObject({ tagManagerId: 'GTM-SANDBOX', analyticsId: 'G-SANDBOX', heatmapId: '1000001' });
      // The vendors' own forms save, and an empty id turns its script off.
      expect((await save({ tagManagerId: 'GTM-AB12CD', analyticsId: 'G-1A2B3C4D5E', heatmapId: '3456789', chatWidgetId: '' })).status).toBe(200);
      expect((await api('/api/integration-setting')).body.data).toMatchObject({ tagManagerId: 'GTM-AB12CD', analyticsId: 'G-1A2B3C4D5E', heatmapId: '3456789', chatWidgetId: '' });
    } finally {
      expect((await save({ tagManagerId: 'GTM-SANDBOX', analyticsId: 'G-SANDBOX', heatmapId: '1000001', chatWidgetId: 'sandbox-chat-key' })).status).toBe(200);
    }
  });

  it('does not let a caller choose what is populated or ask for drafts', async () => {
    const draftTitle = 'Mustand: uus pealkiri';
    const [home] = (await api('/api/pages?filters[routeKey][$eq]=home')).body.data;
    const saved = await api(`/content-manager/collection-types/api::page.page/${home.documentId}?locale=et`, {
      method: 'PUT', token: admin, body: { title: draftTitle },
    });
    expect(saved.status).toBe(200);

    for (const query of ['', '&status=draft', '&populate=*']) {
      const answer = await api(`/api/pages?filters[routeKey][$eq]=home${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].title).toBe(content.texts.et.pages.home!.title);
      expect(answer.body.data[0].localizations).toHaveLength(2);
    }
    // The v4 way of asking for drafts is not a parameter of this API at all.
    expect((await api('/api/pages?publicationState=preview')).status).toBe(400);
    const shallow = await api('/api/pages?filters[routeKey][$eq]=trafficFaq&populate=blocks');
    const faqBlock = shallow.body.data[0].blocks.find((block: { __component: string }) => block.__component === 'blocks.faq-list');
    expect(faqBlock.product.faq.length).toBeGreaterThanOrEqual(8);
    const job = await api('/content-manager/collection-types/api::job.job?locale=en', {
      method: 'POST', token: admin,
      body: { title: 'Draft only', slug: 'draft-only', summary: 'Not yet.', body: 'Not yet.', location: 'Tartu',
        employmentType: 'full-time', datePosted: todayInTallinn(), validThrough: addDays(todayInTallinn(), 30), openings: 1 },
    });
    expect(job.status).toBe(201);
    const jobs = await api(`/api/jobs?locale=en&status=draft&${all}`);
    expect(jobs.body.data.map((item: { slug: string }) => item.slug)).not.toContain('draft-only');
  });

  it('refuses anonymous writes', async () => {
    const [page] = (await api('/api/pages')).body.data;
    const attempts = [
      api('/api/pages', { method: 'POST', body: { data: { routeKey: 'home', title: 'x', metaDescription: 'x' } } }),
      api(`/api/pages/${page.documentId}`, { method: 'PUT', body: { data: { title: 'Hacked' } } }),
      api(`/api/pages/${page.documentId}`, { method: 'DELETE' }),
      api('/api/jobs', { method: 'POST', body: { data: { title: 'x' } } }),
      api('/api/global', { method: 'PUT', body: { data: { brandName: 'x' } } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(403);
    expect((await api(`/api/pages/${page.documentId}`)).body.data.title).toBe(page.title);

    const signUp = await api('/api/auth/local/register', {
      method: 'POST', body: { username: 'visitor', email: 'visitor@example.com', password: 'Visitor123' },
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(signUp.status).toBeLessThan(500);
    expect(signUp.body.jwt).toBeUndefined();
  });

  it('lets the site build token read content and the content model, but not write', async () => {
    const token = env.SITE_BUILD_TOKEN!;
    expect((await api('/api/pages?locale=en', { token })).status).toBe(200);
    expect((await api('/api/content-type-builder/content-types', { token })).status).toBe(200);
    const [page] = (await api('/api/pages', { token })).body.data;
    const writes = [
      api('/api/pages', { method: 'POST', token, body: { data: { routeKey: 'home', title: 'x', metaDescription: 'x' } } }),
      api(`/api/pages/${page.documentId}`, { method: 'PUT', token, body: { data: { title: 'x' } } }),
      api(`/api/pages/${page.documentId}`, { method: 'DELETE', token }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.status).toBe(403);
    expect((await api('/api/pages', { token: 'not-a-token' })).status).toBe(401);
  });

  it('refuses a link to a route the site does not have', async () => {
    const [cta] = (await api('/api/pages?filters[routeKey][$eq]=careers')).body.data;
    const answer = await api(`/content-manager/collection-types/api::page.page/${cta.documentId}?locale=et`, {
      method: 'PUT', token: admin,
      body: { blocks: [{ __component: 'blocks.cta', heading: 'x', buttonLabel: 'x', routeKey: 'noSuchPage' }] },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Unknown route key: noSuchPage');
  });

  it('neither duplicates nor overwrites content on a second boot', async () => {
    const editedTitle = 'Toimetaja muudetud pealkiri';
    const [faq] = (await api('/api/pages?filters[routeKey][$eq]=trafficFaq')).body.data;
    const published = await api(`/content-manager/collection-types/api::page.page/${faq.documentId}/actions/publish?locale=et`, {
      method: 'POST', token: admin, body: { ...faq, title: editedTitle, blocks: undefined, localizations: undefined },
    });
    expect(published.status).toBe(200);
    const [deletedJob] = (await api(`/api/jobs?locale=et&${all}`)).body.data;
    const deleted = await api(`/content-manager/collection-types/api::job.job/${deletedJob.documentId}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    const before = await Promise.all(locales.map((locale) => api(`/api/jobs?locale=${locale}&${all}`)));
    // An editor rewrites one interface text and (by mistake) deletes another.
    const { errors: englishErrors, ...otherTexts } = (await api('/api/global?locale=en')).body.data.uiTexts;
    const { notFoundHint: _deleted, ...keptErrors } = englishErrors;
    const uiTexts = { ...otherTexts, errors: { ...keptErrors, notFoundTitle: 'Nothing to see here' } };
    const savedGlobal = await api('/content-manager/single-types/api::global.global/actions/publish?locale=en', { method: 'POST', token: admin, body: { uiTexts } });
    expect(savedGlobal.status).toBe(200);
    expect((await api('/api/global?locale=en')).body.data.uiTexts.errors.notFoundHint).toBeUndefined();

    await restart();

    for (const locale of locales) {
      const pages = await api(`/api/pages?locale=${locale}&${all}`);
      expect(pages.body.data).toHaveLength(pageRouteKeys.length);
      const products = await api(`/api/products?locale=${locale}&${all}`);
      expect(products.body.data).toHaveLength(5);
    }
    const after = await Promise.all(locales.map((locale) => api(`/api/jobs?locale=${locale}&${all}`)));
    expect(after.map((answer) => answer.body.data.length)).toEqual(before.map((answer) => answer.body.data.length));
    expect(after[0]!.body.data.map((job: { documentId: string }) => job.documentId)).not.toContain(deletedJob.documentId);
    const [faqAfter] = (await api('/api/pages?filters[routeKey][$eq]=trafficFaq')).body.data;
    expect(faqAfter.title).toBe(editedTitle);
    // The edited text stays; the missing one comes back from the defaults.
    const errorsAfter = (await api('/api/global?locale=en')).body.data.uiTexts.errors;
    expect(errorsAfter.notFoundTitle).toBe('Nothing to see here');
    expect(errorsAfter.notFoundHint).toBe(content.texts.en.global.uiTexts.errors!.notFoundHint);
  });
});
