import path from 'path';
import { sqliteDatabase, type TestDatabase } from './databases';
import { cmsDir, startStrapi, StrapiExitedEarly, testEnv, type StrapiProcess } from './strapi-process';

// The gate reads settings only, before the database is touched: SQLite is enough.
const sandboxCa = path.join(cmsDir, 'src', 'adapters', 'e-id-sandbox', 'identities', 'ca.pem');
const liveSystems = {
  E_ID: 'live',
  SMART_ID_URL: 'https://sid.invalid/smart-id-rp/v2',
  SMART_ID_V3_URL: 'https://sid.invalid/smart-id-rp',
  MOBILE_ID_URL: 'https://mid.invalid/mid-api',
  E_ID_TRUSTED_CA_FILES: sandboxCa,
  ID_CARD_TRUSTED_CA_FILES: sandboxCa,
  PAYMENTS: 'montonio',
  MONTONIO_URL: 'https://stargate.invalid',
  MONTONIO_ACCESS_KEY: 'access',
  MONTONIO_SECRET_KEY: 'secret-secret-secret',
  CAPTCHA: 'recaptcha',
  CAPTCHA_SECRET_KEY: 'captcha-secret',
  EMAIL_PROVIDER: 'nodemailer',
  SMTP_HOST: 'smtp.invalid',
  INSURERS: 'none',
  VEHICLE_REGISTER: 'none',
};

describe('production never runs on sandboxes by accident', () => {
  let database: TestDatabase;
  let cms: StrapiProcess | undefined;
  beforeEach(() => {
    database = sqliteDatabase();
  });
  afterEach(async () => {
    await cms?.stop();
    cms = undefined;
    await database.drop();
  });

  // testEnv sets SITE_STAGE=staging, as every API test runs on the sandboxes; empty means unset.
  const envWith = (settings: Record<string, string>) => ({ ...testEnv(database.env), ...settings });

  /** A start that must fail: its exit code and output (a CMS that started after all is stopped after the test). */
  async function refusedStart(settings: Record<string, string>): Promise<StrapiExitedEarly> {
    const failure = await startStrapi(envWith(settings)).then(
      (process) => {
        cms = process;
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StrapiExitedEarly);
    const refused = failure as StrapiExitedEarly;
    expect(refused.exitCode).not.toBe(0);
    return refused;
  }

  it('refuses to start in production on the default settings (sandbox e-ID and payments) without SITE_STAGE, naming the variables to set', async () => {
    const { output } = await refusedStart({ SITE_STAGE: '' });
    const refusal = output.split('\n').find((line) => line.includes('Refusing to start in production'));
    expect(refusal).toBeDefined();
    for (const name of ['E_ID=', 'PAYMENTS=', 'SITE_STAGE=staging']) expect(refusal).toContain(name);
  });

  it('refuses to start on a setting it does not know, naming the variable and the values it takes', async () => {
    const { output } = await refusedStart({ PAYMENTS: 'foo' });
    expect(output).toContain('PAYMENTS must be one of sandbox, montonio');
  });

  it('starts in production on the sandboxes with SITE_STAGE=staging, reports staging and tells the site', async () => {
    cms = await startStrapi(envWith({ SITE_STAGE: 'staging' }));
    expect(cms.output()).toMatch(/Site stage: staging/);
    const response = await fetch(`${cms.url}/api/site-stage`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stage: 'staging' });
  });

  it('starts in production with e-ID, payments, captcha and mail live as the live site: no test-site banner', async () => {
    cms = await startStrapi(envWith({ SITE_STAGE: '', SEED: 'false', ...liveSystems }));
    const response = await fetch(`${cms.url}/api/site-stage`);
    expect(await response.json()).toEqual({ stage: 'live' });
  });
});
