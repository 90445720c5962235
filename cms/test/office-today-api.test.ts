import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import { connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { deskTools } from './desk-support';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { until } from './waiting';
import { staffMember as sharedStaffMember } from './staff-members';

/**
 * The office's day (issue 41): GET /admin/office/today lists the open work of the broker's staff, earliest deadline
 * first with the overdue marked, for those who may read desk cases; the office hears of a new desk case, of a
 * deadline about to pass (once) and gets one summary a day by e-mail.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const hour = 3600_000;
const documentId = () => Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
type Work = { due: number; overdue: number; groups: Array<{ key: string; count: number; overdue: number; lines: Array<{ documentId: string; title: string; detail: string; deadline: string | null; overdue: boolean; link: string }> }> };

describe.each(targets)("the office's day on %s", (target) => {
  let url: string;
  let admin: string;
  let db: Knex;
  let mailFolder: string;
  const officeAddress = 'tartu@tarkus.ee';

  beforeAll(async () => {
    // The run's shared office CMS (commerce-cms.ts), whose office summary is due from midnight on: today's is sent as
    // soon as it runs, once. The office hears of the other desk suites' cases too: each test finds its own by link.
    const cms = await sharedCommerceCms(target, 'office');
    mailFolder = cms.env.EMAIL_FOLDER!;
    db = connectTestDatabase(cms.env);
    url = cms.url;
    admin = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const stamp = (at: Date) => (target === 'postgres' ? at : at.getTime());
  const rowTimes = () => ({ created_at: stamp(new Date()), updated_at: stamp(new Date()), published_at: stamp(new Date()) });
  const mailsTo = (address: string) => readMails(mailFolder).filter((mail) => mail.to === address);

  const staffMember = (roleCode: string, email: string) => sharedStaffMember(url, admin, roleCode, email);

  it('refuses the signed-out, an editor and HR with a code', async () => {
    expect((await request(url, '/admin/office/today')).status).toBe(401);
    for (const [role, email] of [['strapi-editor', 'office-editor@tarkus.ee'], ['hr', 'office-hr@tarkus.ee']] as const) {
      const token = await staffMember(role, email);
      for (const route of ['/admin/office/today', '/admin/office/today/count']) {
        const refused = await request(url, route, { token });
        expect({ role, route, status: refused.status, body: refused.body }).toEqual({ role, route, status: 403, body: { code: 'notOfficeStaff' } });
      }
    }
  });

  it("lists today's work by deadline with the overdue marked and counted; failing jobs for administrators only", async () => {
    const late = documentId();
    const later = documentId();
    const conclusion = documentId();
    const refund = documentId();
    const erasure = documentId();
    const job = documentId();
    await db('desk_cases').insert([
      { document_id: later, title: 'later', state: 'open', product: 'home', insurer_name: 'Saarte Kindlustus AS', office: 'Tartu kontor', answer_by: stamp(new Date(Date.now() + 3 * hour)), ...rowTimes() },
      { document_id: late, title: 'late', state: 'open', product: 'forestry-machine', insurer_name: 'Saarte Kindlustus AS', office: 'Tartu kontor', answer_by: stamp(new Date(Date.now() - hour)), ...rowTimes() },
    ]);
    await db('policy_conclusions').insert({ document_id: conclusion, state: 'open', product: 'casco', insurer_name: 'Saarte Kindlustus AS', customer_name: 'Mari Maasikas', conclude_by: stamp(new Date(Date.now() - 2 * hour)), ...rowTimes() });
    await db('payment_orders').insert({ document_id: refund, reference: 'OFFICE-REFUND-1', status: 'REFUND_DUE', amount: 12_345, refund_amount: 12_345, refund_reason: 'paidTwice', ...rowTimes() });
    await db('data_requests').insert({ document_id: erasure, public_id: erasure, kind: 'erasure', state: 'pending', customer_name: 'Jaan Tamm', personal_code: '38001010001', requested_at: stamp(new Date()), ...rowTimes() });
    await db('background_jobs').insert({
      document_id: job, kind: 'policyMail', subject: 'OFFICE-JOB-1', payload: '{}', state: 'failing', attempts: 6, last_error: 'SMTP refused', next_try_at: stamp(new Date(Date.now() + 24 * hour)), ...rowTimes(),
    });

    const answer = await request<Work>(url, '/admin/office/today', { token: admin });
    expect(answer.status).toBe(200);
    const work = answer.body;
    expect(work.groups.map((group) => group.key)).toEqual(['deskCases', 'conclusions', 'refunds', 'invoices', 'dataRequests', 'failingTasks']);
    const group = (key: string) => work.groups.find((entry) => entry.key === key)!;
    const desk = group('deskCases').lines.filter((line) => [late, later].includes(line.documentId));
    expect(desk.map((line) => [line.documentId, line.overdue, line.link])).toEqual([[late, true, `/admin/office/desk-cases/${late}`], [later, false, `/admin/office/desk-cases/${later}`]]);
    expect(desk[0]).toMatchObject({ title: 'Metsatöömasina kindlustus · Saarte Kindlustus AS', detail: 'Vastab: Tartu kontor' });
    expect(desk[0]!.deadline).toMatch(/^\d\d\.\d\d\.\d{4} kell \d\d:\d\d$/);
    expect(group('conclusions').lines.find((line) => line.documentId === conclusion)).toMatchObject({ overdue: true, link: `/admin/office/conclusions/${conclusion}` });
    expect(group('refunds').lines.find((line) => line.documentId === refund)).toMatchObject({ title: 'Tagastada 123,45\u00a0€ · OFFICE-REFUND-1', link: `/admin/office/refunds/${refund}` });
    expect(group('refunds').lines.find((line) => line.documentId === refund)!.detail).toContain('põhjus: makstud kaks korda');
    expect(group('dataRequests').lines.find((line) => line.documentId === erasure)).toMatchObject({ title: 'Andmete kustutamine · Jaan Tamm', overdue: false, link: `/admin/office/data-requests/${erasure}` });
    expect(group('failingTasks').lines.find((line) => line.documentId === job)).toMatchObject({ detail: 'katseid 6 · SMTP refused' });
    for (const entry of work.groups) expect([entry.key, entry.count, entry.overdue]).toEqual([entry.key, entry.lines.length, entry.lines.filter((line) => line.overdue).length]);
    expect(work.due).toBe(work.groups.reduce((sum, entry) => sum + entry.count, 0));
    expect(work.overdue).toBeGreaterThanOrEqual(2);
    expect((await request(url, '/admin/office/today/count', { token: admin })).body).toEqual({ due: work.due, overdue: work.overdue });

    const broker = await staffMember('broker', 'office-broker@tarkus.ee');
    const brokers = await request<Work>(url, '/admin/office/today', { token: broker });
    expect(brokers.status).toBe(200);
    expect(brokers.body.groups.map((entry) => entry.key)).toEqual(['deskCases', 'conclusions', 'refunds', 'invoices', 'dataRequests']);
    expect(brokers.body.due).toBe(work.due - group('failingTasks').count);

    // Handled work leaves the view.
    await db('desk_cases').where({ document_id: late }).update({ state: 'answered' });
    const after = (await request<Work>(url, '/admin/office/today', { token: broker })).body;
    expect(after.groups[0]!.lines.map((line) => line.documentId)).not.toContain(late);
    await db('background_jobs').where({ document_id: job }).del();
  });

  it('mails the office a new desk case, a deadline about to pass once, and one summary a day', async () => {
    const { deskQuote } = deskTools(() => ({ url, token: admin }));
    const { deskCase } = await deskQuote('forestry-machine', 'et', 'office-mail@example.ee');
    const link = `/admin/office/desk-cases/${deskCase.documentId}`;
    const opened = await until('the new case e-mail', () => mailsTo(officeAddress).find((mail) => mail.subject.startsWith('Uus maaklerilaua päring') && mail.text.includes(link)));
    expect(opened.subject).toBe('Uus maaklerilaua päring: Metsatöömasina kindlustus · Saarte Kindlustus AS');
    expect(opened.text).toContain(`${url}${link}`);
    expect(opened.text).not.toContain('office-mail@example.ee');

    // Half an hour before its deadline: one reminder, however many sweeps pass.
    await db('desk_cases').where({ document_id: deskCase.documentId }).update({ answer_by: stamp(new Date(Date.now() + hour / 2)) });
    const reminders = () => mailsTo(officeAddress).filter((mail) => mail.subject.startsWith('Tähtaeg läheneb') && mail.text.includes(link));
    const [reminder] = await until('the reminder', () => (reminders().length ? reminders() : null));
    expect(reminder!.text).toContain('Varsti möödub maaklerilaua päringu vastamise tähtaeg.');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(reminders()).toHaveLength(1);

    const summaries = mailsTo(officeAddress).filter((mail) => mail.subject.startsWith('Kontori tööd'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.text).toContain(`${url}/admin/office`);
  });
});
