import path from 'path';
import { sqliteDatabase, type TestDatabase } from './databases';
import { cmsDir, startStrapi, StrapiExitedEarly, testEnv, type StrapiProcess } from './strapi-process';

// The gate reads settings only, before the database is touched: SQLite is enough.
const sandboxCa = path.join(cmsDir, 'src', 'adapters', 'e-id-sandbox', 'identities', 'ca.pem');
const liveSystems = {
  E_ID: 'live',
  SMART_ID_URL: 'https://sid.invalid/smart-id-rp/v2',
  SMART_ID_V3_URL: 'https://sid.invalid/smart-id-rp',
  SMART_ID_RP_UUID: '5a6b0c3e-2f41-4d7a-9c1e-0b8f6d2a4e11',
  SMART_ID_RP_NAME: 'Tarkus Kindlustusmaakler',
  MOBILE_ID_URL: 'https://mid.invalid/mid-api',
  MOBILE_ID_RP_UUID: '7c1d9e2f-3a4b-4c5d-8e6f-1a2b3c4d5e6f',
  MOBILE_ID_RP_NAME: 'Tarkus Kindlustusmaakler',
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
  BUSINESS_REGISTER: 'live',
  BUSINESS_REGISTER_URL: 'https://ariregxml.invalid/',
  BUSINESS_REGISTER_USERNAME: 'tarkus',
  BUSINESS_REGISTER_PASSWORD: 'secret',
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
    for (const name of ['SMART_ID=', 'MOBILE_ID=', 'ID_CARD=', 'PAYMENTS=', 'BUSINESS_REGISTER=', 'SITE_STAGE=staging']) expect(refusal).toContain(name);
  });

  it('refuses to start on a setting it does not know, naming the variable and the values it takes', async () => {
    const { output } = await refusedStart({ PAYMENTS: 'foo' });
    expect(output).toContain('PAYMENTS must be one of sandbox, montonio');
  });

  it('refuses live Smart-ID without its relying party, naming the setting, instead of sending SK\'s demo values', async () => {
    const { SMART_ID_RP_UUID: _uuid, ...noUuid } = liveSystems;
    const { output } = await refusedStart({ SITE_STAGE: '', SEED: 'false', ...noUuid });
    expect(output).toContain('Refusing to start: SMART_ID_RP_UUID must be set when SMART_ID=live');
  });

  it('refuses SK\'s demo relying party on the live site, and starts on it as a test site', async () => {
    const demo = { ...liveSystems, SMART_ID_RP_UUID: '00000000-0000-0000-0000-000000000000', SMART_ID_RP_NAME: 'DEMO' };
    const { output } = await refusedStart({ SITE_STAGE: '', SEED: 'false', ...demo });
    expect(output).toContain('SMART_ID_RP_UUID is SK\'s demo relying party');
    cms = await startStrapi(envWith({ SITE_STAGE: 'staging', SEED: 'false', ...demo }));
    expect(await (await fetch(`${cms.url}/api/site-stage`)).json()).toMatchObject({ stage: 'staging' });
  });

  it('goes live with Smart-ID alone: the other methods off, and the site told which methods to offer', async () => {
    cms = await startStrapi(envWith({ SITE_STAGE: '', SEED: 'false', ...liveSystems, MOBILE_ID: 'off', ID_CARD: 'off', MOBILE_ID_URL: '', MOBILE_ID_RP_UUID: '' }));
    expect(await (await fetch(`${cms.url}/api/site-stage`)).json()).toEqual({ stage: 'live', loginMethods: ['smartId'] });
  });

  it('starts in production on the sandboxes with SITE_STAGE=staging, reports staging and tells the site', async () => {
    cms = await startStrapi(envWith({ SITE_STAGE: 'staging' }));
    expect(cms.output()).toMatch(/Site stage: staging/);
    const response = await fetch(`${cms.url}/api/site-stage`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stage: 'staging', loginMethods: ['smartId', 'mobileId', 'idCard'] });
  });

  it('starts in production with e-ID, payments, captcha and mail live as the live site: no test-site banner', async () => {
    cms = await startStrapi(envWith({ SITE_STAGE: '', SEED: 'false', ...liveSystems }));
    const response = await fetch(`${cms.url}/api/site-stage`);
    expect(await response.json()).toEqual({ stage: 'live', loginMethods: ['smartId', 'mobileId', 'idCard'] });
  });
});
