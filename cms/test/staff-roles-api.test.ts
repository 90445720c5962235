import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { bootCms } from './strapi-process';
import { until } from './waiting';

/**
 * Who in the admin reads customers' and applicants' personal data: the broker's staff (Broker role) and HR, never
 * Strapi's default Editor and Author roles, which keep the site's content.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const list = (uid: string, locale = '') => `/content-manager/collection-types/${uid}?page=1&pageSize=20&sort=id:DESC${locale ? `&locale=${locale}` : ''}`;
const personal = ['customer.customer', 'policy-conclusion.policy-conclusion', 'policy.policy', 'payment-order.payment-order', 'quote-request.quote-request', 'offer.offer', 'desk-case.desk-case', 'job-application.job-application', 'data-request.data-request'];
const START = `mutation($form: String!, $input: JSON!) { startQuote(form: $form, input: $input, language: "et") { quote { id } rejection { code } } }`;

describe.each(targets)('staff roles on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let url: string;
  let admin: string;

  beforeAll(async () => {
    booted = await bootCms(target, { SEED: 'true', QUOTE_RATE_BURST: '100', QUOTE_RATE_PER_MINUTE: '600' });
    url = booted.cms.url;
    admin = await adminToken(url, booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await booted?.stop();
  });

  /** A member of staff with this role, invited by the administrator and signed in. */
  async function staffMember(roleCode: string, email: string): Promise<string> {
    const roles = (await request(url, '/admin/roles', { token: admin })).body.data as Array<{ id: number; code: string }>;
    const role = roles.find((candidate) => candidate.code === roleCode);
    expect(role).toBeDefined();
    const invited = await request(url, '/admin/users', { method: 'POST', token: admin, body: { firstname: 'Staff', lastname: roleCode, email, roles: [role!.id] } });
    expect(invited.status).toBe(201);
    const password = 'StaffPassword123!';
    const registered = await request(url, '/admin/register', {
      method: 'POST', body: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: 'Staff', lastname: roleCode, password } },
    });
    expect(registered.status).toBe(200);
    return adminToken(url, email, password);
  }

  it('keeps editors and authors to the content: no customer, order, policy, desk case or application', async () => {
    for (const [code, email] of [['strapi-editor', 'editor@tarkus.ee'], ['strapi-author', 'author@tarkus.ee']] as const) {
      const token = await staffMember(code, email);
      for (const uid of personal) expect({ uid, code, status: (await request(url, list(`api::${uid}`), { token })).status }).toEqual({ uid, code, status: 403 });
    }
    const editor = await adminToken(url, 'editor@tarkus.ee', 'StaffPassword123!');
    expect((await request(url, list('api::page.page', 'et'), { token: editor })).status).toBe(200);
    expect((await request(url, list('api::insurer.insurer'), { token: editor })).status).toBe(200);
    expect((await request(url, list('api::tariff-book.tariff-book'), { token: editor })).status).toBe(200);
  });

  it('lets the broker read quotes and desk cases and answer a case, but not applications or pages', async () => {
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
    const quotes = await request(url, list('api::quote-request.quote-request'), { token: broker });
    expect(quotes.status).toBe(200);
    expect(quotes.body.results.some((row: { publicId: string }) => row.publicId === started.quote.id)).toBe(true);
    for (const uid of ['customer.customer', 'policy.policy', 'payment-order.payment-order']) expect((await request(url, list(`api::${uid}`), { token: broker })).status).toBe(200);

    const answered = await request(url, `/content-manager/collection-types/api::desk-case.desk-case/${cases.documentId}`, {
      method: 'PUT', token: broker, body: { state: 'declined', declineReason: 'The machine is older than the insurer takes.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'declined' });

    expect((await request(url, list('api::job-application.job-application'), { token: broker })).status).toBe(403);
    expect((await request(url, list('api::page.page', 'et'), { token: broker })).status).toBe(403);
  });
});
