import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import { sharedCommerceCms } from './commerce-cms';
import { adminToken, request, type Answer } from './http';

/** Job applications: the careers form's endpoint with captcha and CV checks, and the HR side in the admin. */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const applicationsApi = '/content-manager/collection-types/api::job-application.job-application';

describe.each(targets)('job applications on %s', (target) => {
  let url: string;
  let admin: string;
  let mailFolder: string;
  let cvFolder: string;
  let jobId: string;

  beforeAll(async () => {
    // The run's shared office CMS (commerce-cms.ts): seeded with the jobs; its CV folder is this suite's alone, and
    // in its mail folder each test reads only the mail naming its own applicant.
    const cms = await sharedCommerceCms(target, 'office');
    ({ url } = cms);
    mailFolder = cms.env.EMAIL_FOLDER!;
    cvFolder = cms.env.CV_FOLDER!;
    admin = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
    const jobs = await request(url, '/api/jobs?locale=en');
    jobId = jobs.body.data.find((job: { contactEmail?: string }) => job.contactEmail).documentId;
  });

  const captchaToken = async (outcome = 'pass') =>
    (await request(url, '/sandbox/captcha/recaptcha/api/token', { method: 'POST', body: { sitekey: 'sandbox-site-key', outcome } })).body.token as string;

  async function apply(fields: Record<string, string>, file: { bytes: Buffer; name: string } | null = { bytes: pdf, name: 'Mari CV.pdf' }): Promise<Answer> {
    const form = new FormData();
    const all: Record<string, string> = {
      firstName: 'Mari', lastName: 'Õunapuu', email: `mari.${Math.random().toString(36).slice(2)}@example.ee`, phone: '+372 5123 4567',
      jobId, coverLetter: 'Tere! Soovin kandideerida.', consentProcessing: 'true', language: 'en', ...fields,
    };
    if (!('captchaToken' in fields)) all.captchaToken = await captchaToken();
    for (const [name, value] of Object.entries(all)) form.append(name, value);
    if (file) form.append('cv', new Blob([file.bytes]), file.name);
    const response = await fetch(`${url}/api/job-applications`, { method: 'POST', body: form });
    return { status: response.status, body: await response.json() };
  }

  const adminGet = (pathname: string) => request(url, pathname, { token: admin });

  it('stores an application with its CV privately, shows it to HR with the CV, and notifies the job contact', async () => {
    const email = 'kandidaat.one@example.ee';
    const answer = await apply({ email, consentRetention: 'on', linkedinUrl: 'https://www.linkedin.com/in/mari' });
    expect(answer).toEqual({ status: 201, body: { id: expect.any(String) } });

    const list = await adminGet(`${applicationsApi}?page=1&pageSize=50`);
    const stored = list.body.results.find((row: { email: string }) => row.email === email);
    expect(stored).toMatchObject({ stage: 'new', firstName: 'Mari', lastName: 'Õunapuu', language: 'en', consentRetention: true, cvFileName: 'Mari CV.pdf', cvSize: pdf.length });
    expect(stored.jobTitle).toEqual(expect.any(String));

    const cv = await fetch(`${url}/admin/hr/applications/${answer.body.id}/cv`, { headers: { authorization: `Bearer ${admin}` } });
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${url}/admin/hr/applications/${answer.body.id}/cv`)).status).toBe(401);

    const mail = readdirSync(mailFolder).map((name) => readFileSync(path.join(mailFolder, name), 'utf8')).find((text) => text.includes(email));
    expect(mail).toMatch(/^To: karjaar@tarkus\.ee$/m);
    expect(mail).toContain('Mari');
  });

  it('never serves applications or CVs publicly', async () => {
    expect([403, 404, 405]).toContain((await request(url, '/api/job-applications')).status);
    const files = readdirSync(cvFolder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await fetch(`${url}/uploads/${file}`)).status).toBe(404);
  });

  it.each([
    ['no captcha token', { captchaToken: '' }],
    ['a token the captcha rejects', { captchaToken: 'REJECT' }],
  ])('refuses %s', async (_, fields) => {
    const token = fields.captchaToken === 'REJECT' ? await captchaToken('reject') : fields.captchaToken;
    expect(await apply({ captchaToken: token })).toEqual({ status: 400, body: { code: 'captchaFailed', errors: [] } });
  });

  it('refuses a captcha token used twice', async () => {
    const token = await captchaToken();
    expect((await apply({ captchaToken: token })).status).toBe(201);
    expect((await apply({ captchaToken: token })).body.code).toBe('captchaFailed');
  });

  it.each([
    ['a wrong type', { bytes: Buffer.from('MZ\x90\x00'), name: 'cv.exe' }, 400, 'fileType'],
    ['a PDF name on other content', { bytes: Buffer.from('MZ\x90\x00 not a pdf'), name: 'cv.pdf' }, 400, 'fileType'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'cv.txt' }, 400, 'fileEmpty'],
    ['a file over 10 MB', { bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024 - 4)]), name: 'cv.pdf' }, 413, 'fileTooLarge'],
    ['no file', null, 400, 'fileRequired'],
  ])('checks the CV on the server: %s', async (_, file, status, code) => {
    const answer = await apply({}, file);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code: 'invalidInput', errors: [{ field: 'cv', code }] });
  });

  it('names every bad field, and requires the processing consent', async () => {
    const answer = await apply({ firstName: '', email: 'not-an-email', consentProcessing: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`)).toEqual([
      'firstName:required', 'email:invalidEmail', 'consentProcessing:consentRequired',
    ]);
  });

  it('limits applications per e-mail address', async () => {
    const email = 'same.person@example.ee';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await apply({ email })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('deletes an application past its retention date, with its CV', async () => {
    const email = 'short.stay@example.ee';
    const { body } = await apply({ email });
    const before = readdirSync(cvFolder).length;
    const updated = await request(url, `${applicationsApi}/${body.id}`, { method: 'PUT', token: admin, body: { deleteAfter: '2020-01-01' } });
    expect(updated.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let gone = false;
    while (!gone && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      gone = !(await adminGet(`${applicationsApi}?page=1&pageSize=100`)).body.results.some((row: { email: string }) => row.email === email);
    }
    expect(gone).toBe(true);
    expect(readdirSync(cvFolder).length).toBe(before - 1);
    expect(existsSync(cvFolder)).toBe(true);
  });

  it('gives HR a role that reads applications and edits jobs, nothing else', async () => {
    const roles = await adminGet('/admin/roles');
    const hr = roles.body.data.find((role: { code: string }) => role.code === 'hr');
    expect(hr).toBeDefined();
    const invited = await request(url, '/admin/users', { method: 'POST', token: admin, body: { firstname: 'Helle', lastname: 'Personal', email: 'helle@tarkus.ee', roles: [hr.id] } });
    expect(invited.status).toBe(201);
    const password = 'HrPassword123!';
    const registered = await request(url, '/admin/register', {
      method: 'POST', body: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: 'Helle', lastname: 'Personal', password } },
    });
    expect(registered.status).toBe(200);
    const hrToken = await adminToken(url, 'helle@tarkus.ee', password);
    expect((await request(url, `${applicationsApi}?page=1&pageSize=5`, { token: hrToken })).status).toBe(200);
    expect((await request(url, '/content-manager/collection-types/api::job.job?page=1&pageSize=5&locale=en', { token: hrToken })).status).toBe(200);
    expect((await request(url, '/content-manager/collection-types/api::page.page?page=1&pageSize=5', { token: hrToken })).status).toBe(403);
    expect((await request(url, '/content-manager/collection-types/api::policy.policy?page=1&pageSize=5', { token: hrToken })).status).toBe(403);
  });
});
