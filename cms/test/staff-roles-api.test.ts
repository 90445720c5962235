import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { sharedCommerceCms } from './commerce-cms';
import { until } from './waiting';
import { staffMember as sharedStaffMember, staffPassword } from './staff-members';

/**
 * Who in the admin reads customers' and applicants' personal data: the broker's staff (Broker role) and HR, never
 * Strapi's default Editor and Author roles, which keep the site's content.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const list = (uid: string, locale = '') => `/content-manager/collection-types/${uid}?page=1&pageSize=20&sort=id:DESC${locale ? `&locale=${locale}` : ''}`;
const personal = ['customer.customer', 'policy-conclusion.policy-conclusion', 'policy.policy', 'payment-order.payment-order', 'quote-request.quote-request', 'offer.offer', 'desk-case.desk-case', 'job-application.job-application', 'data-request.data-request'];
const START = `mutation($form: String!, $input: JSON!) { startQuote(form: $form, input: $input, language: "et") { quote { id } rejection { code } } }`;

describe.each(targets)('staff roles on %s', (target) => {
  let url: string;
  let admin: string;

  beforeAll(async () => {
    // The run's shared seeded CMS (commerce-cms.ts): the suite reads the roles and adds staff of its own, changing neither.
    const cms = await sharedCommerceCms(target, 'seeded');
    url = cms.url;
    admin = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
  });

  const staffMember = (roleCode: string, email: string) => sharedStaffMember(url, admin, roleCode, email);

  it('keeps editors and authors to the content, in every language: no customer, order, policy, desk case or application', async () => {
    for (const [code, email] of [['strapi-editor', 'editor@tarkus.ee'], ['strapi-author', 'author@tarkus.ee']] as const) {
      const token = await staffMember(code, email);
      for (const uid of personal) expect({ uid, code, status: (await request(url, list(`api::${uid}`), { token })).status }).toEqual({ uid, code, status: 403 });
    }
    const editor = await adminToken(url, 'editor@tarkus.ee', staffPassword);
    for (const locale of ['et', 'ru', 'en']) {
      expect({ locale, status: (await request(url, list('api::page.page', locale), { token: editor })).status }).toEqual({ locale, status: 200 });
      const products = await request(url, list('api::product.product', locale), { token: editor });
      expect({ locale, status: products.status }).toEqual({ locale, status: 200 });
      const one = await request(url, `/content-manager/collection-types/api::product.product/${products.body.results[0]?.documentId}?locale=${locale}`, { token: editor });
      expect({ locale, status: one.status, body: one.status === 200 ? null : one.body }).toEqual({ locale, status: 200, body: null });
    }

    expect((await request(url, list('api::insurer.insurer'), { token: editor })).status).toBe(200);
    expect((await request(url, list('api::tariff-book.tariff-book'), { token: editor })).status).toBe(200);
  });

  it('lets the broker read desk cases and answer one, read customers, orders and policies, but not internal tables, applications or pages', async () => {
    const broker = await staffMember('broker', 'broker@tarkus.ee');
    const email = 'broker-role@example.ee';
    const input = { ...sampleQuoteInputs(todayInTallinn())['forestry-machine'], email };
    const started = (await graphqlClient(url).query(START, { form: 'forestry-machine', input })).data.startQuote;
    expect(started.rejection).toBeNull();

    const cases = await until('the desk case', async () => {
      const answer = await request(url, list('api::desk-case.desk-case'), { token: broker });
      expect(answer.status).toBe(200);
      return (answer.body.results as Array<Record<string, any>>).find((row) => row.customerEmail === email);
    });
    expect(cases).toMatchObject({ state: 'open', insurerName: 'Saarte Kindlustus AS' });
    expect(cases.answers).toContain('Mark ja mudel');
    for (const uid of ['customer.customer', 'policy.policy', 'payment-order.payment-order', 'policy-conclusion.policy-conclusion', 'data-request.data-request']) {
      expect({ uid, status: (await request(url, list(`api::${uid}`), { token: broker })).status }).toEqual({ uid, status: 200 });
    }
    // The shop's internal tables are the administrators' alone.
    for (const uid of ['customer-session.customer-session', 'login-attempt.login-attempt', 'cart.cart', 'quote-request.quote-request', 'offer.offer', 'background-job.background-job']) {
      expect({ uid, status: (await request(url, list(`api::${uid}`), { token: broker })).status }).toEqual({ uid, status: 403 });
    }
    expect(started.quote.id).toBeTruthy();

    const answered = await request(url, `/content-manager/collection-types/api::desk-case.desk-case/${cases.documentId}`, {
      method: 'PUT', token: broker, body: { state: 'declined', declineReason: 'The machine is older than the insurer takes.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'declined' });

    expect((await request(url, list('api::job-application.job-application'), { token: broker })).status).toBe(403);
    expect((await request(url, list('api::page.page', 'et'), { token: broker })).status).toBe(403);
  });

  it('shows the admin in words: the desk case form labelled, its facts read-only, its list by deadline', async () => {
    const answer = await request(url, '/content-manager/content-types/api::desk-case.desk-case/configuration', { token: admin });
    expect(answer.status).toBe(200);
    const { settings, metadatas, layouts } = answer.body.data.contentType;
    expect(settings).toMatchObject({ mainField: 'title', defaultSortBy: 'answerBy', defaultSortOrder: 'ASC' });
    expect(layouts.list).toEqual(['title', 'state', 'answerBy', 'office', 'insurerName', 'customerEmail']);
    expect(metadatas.answerBy.edit).toMatchObject({ label: 'Vastata hiljemalt', editable: false });
    expect(metadatas.customerEmail.edit).toMatchObject({ label: 'Kliendi e-post', editable: false });
    expect(metadatas.premiumEuros.edit).toMatchObject({ label: 'Kindlustusmakse eurodes', editable: true });
    expect(metadatas.premiumEuros.edit.description).toContain('Kohustuslik vastamisel');
    const components = await request(url, '/content-manager/components/desk.offer-row/configuration', { token: admin });
    expect(components.body.data.component.metadatas.amountEuros.edit).toMatchObject({ label: 'Summa eurodes' });
    const jobs = await request(url, '/content-manager/content-types/api::job.job/configuration', { token: admin });
    expect(jobs.body.data.contentType.metadatas.validThrough.edit.label).toBe('Kandideerida kuni');
  });
});
