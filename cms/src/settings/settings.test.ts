import { checkSettings, readSettings, SettingsError } from './settings';
import { outsideChoice } from './outside-choice';
import { caFile, liveEnv, personFile, pin } from './live-settings.test.helpers';

const problemsOf = (env: Record<string, string>) => {
  const check = checkSettings(env);
  return check.ok ? [] : check.problems;
};

describe('the CMS settings, checked at start', () => {
  it('starts on nothing set: every outside system on its sandbox', () => {
    expect(readSettings({})).toMatchObject({ E_ID: 'sandbox', PAYMENTS: 'sandbox', CAPTCHA: 'sandbox', EMAIL_PROVIDER: 'file', INSURERS: 'sandbox', VEHICLE_REGISTER: 'sandbox', SCRIPTS: 'sandbox' });
    expect(outsideChoice(readSettings({}))).toEqual({
      insurers: { mode: 'sandbox', delays: undefined, offerValidSeconds: undefined },
      vehicleRegister: { mode: 'sandbox', delayMs: 0, silentPlates: [] },
      businessRegister: { mode: 'sandbox', silentCodes: [] },
      eId: { smartId: { mode: 'sandbox', deviceLinkScheme: 'smart-id' }, mobileId: { mode: 'sandbox' }, idCard: { mode: 'sandbox' } },
      payments: { mode: 'sandbox' },
      captcha: { mode: 'sandbox', siteKey: 'sandbox-site-key' },
      mail: { mode: 'file' },
      sandboxes: { inProcess: true },
    });
  });

  it('names a wrong value and the values it may take', () => {
    expect(problemsOf({ PAYMENTS: 'foo' })).toEqual(['PAYMENTS must be one of sandbox, montonio']);
    expect(problemsOf({ E_ID: 'demo', EMAIL_PROVIDER: 'smtp' })).toEqual(['E_ID must be one of sandbox, live', 'EMAIL_PROVIDER must be one of file, nodemailer']);
    expect(problemsOf({ SANDBOXES_IN_PROCESS: 'no' })).toEqual(['SANDBOXES_IN_PROCESS must be true or false']);
    expect(problemsOf({ JOB_LANES: 'two' })).toEqual(['JOB_LANES must be a number']);
    expect(() => readSettings({ INSURERS: 'real' })).toThrow(new SettingsError(['INSURERS must be one of sandbox, none']));
  });

  it('leaves an empty number to its default, and the site stage to the production gate', () => {
    expect(problemsOf({ JOB_LANES: '', SESSION_MAX_HOURS: '0.5', SITE_STAGE: 'anything' })).toEqual([]);
  });

  it('names each setting a real service needs and misses', () => {
    expect(problemsOf({ PAYMENTS: 'montonio', MONTONIO_URL: 'https://stargate.invalid', MONTONIO_ACCESS_KEY: 'access' })).toEqual([
      'MONTONIO_SECRET_KEY must be set when PAYMENTS=montonio',
    ]);
    expect(problemsOf({ CAPTCHA: 'recaptcha' })).toEqual(['CAPTCHA_SECRET_KEY must be set when CAPTCHA=recaptcha']);
    expect(problemsOf({ SANDBOXES_IN_PROCESS: 'false' })).toEqual(['SANDBOX_URL must name the sandboxes\' own process when SANDBOXES_IN_PROCESS=false']);
    expect(problemsOf({ E_ID: 'live', SMART_ID_URL: 'https://sid.invalid', E_ID_TRUSTED_CA_FILES: caFile, ID_CARD_TRUSTED_CA_FILES: caFile })).toEqual([
      'SMART_ID_V3_URL must be set when SMART_ID=live',
      'SMART_ID_RP_UUID must be set when SMART_ID=live: the relying party UUID from the contract with SK',
      'SMART_ID_RP_NAME must be set when SMART_ID=live: the relying party name from the contract with SK',
      'MOBILE_ID_URL must be set when MOBILE_ID=live',
      'MOBILE_ID_RP_UUID must be set when MOBILE_ID=live: the relying party UUID from the contract with SK',
      'MOBILE_ID_RP_NAME must be set when MOBILE_ID=live: the relying party name from the contract with SK',
    ]);
    expect(problemsOf({ SMART_ID: 'demo' })).toEqual(['SMART_ID must be one of sandbox, live, off']);
  });

  it('refuses a real service pointed at its provider\'s demo only on the live site', () => {
    const demo = { ...liveEnv, SMART_ID_RP_UUID: '00000000-0000-0000-0000-000000000000' };
    expect(checkSettings(demo)).toMatchObject({ ok: true });
    expect(checkSettings(demo, { liveSite: true })).toEqual({ ok: false, problems: ['SMART_ID_RP_UUID is SK\'s demo relying party: use the UUID from the contract with SK'] });
  });

  it('gives each e-ID method its own switch, relying party, device-link scheme and pinned keys', () => {
    expect(outsideChoice(readSettings({ ...liveEnv, SMART_ID_PINNED_KEYS: `sha256//${pin}`, MOBILE_ID: 'off', ID_CARD_OCSP_URL: 'http://aia.sk.ee/esteid2018' })).eId).toEqual({
      smartId: {
        mode: 'live', url: 'https://rp-api.smart-id.com/v2', v3Url: 'https://rp-api.smart-id.com',
        relyingPartyUUID: '5a6b0c3e-2f41-4d7a-9c1e-0b8f6d2a4e11', relyingPartyName: 'Tarkus Kindlustusmaakler OÜ',
        deviceLinkScheme: 'smart-id', trustedCaFiles: caFile, pinnedKeys: [pin],
      },
      mobileId: { mode: 'off' },
      idCard: { mode: 'live', trustedCaFiles: caFile, ocspUrl: 'http://aia.sk.ee/esteid2018', ocspPinnedKeys: [] },
    });
    const demo = { ...liveEnv, SMART_ID_URL: 'https://sid.demo.sk.ee/smart-id-rp/v2', SMART_ID_V3_URL: 'https://sid.demo.sk.ee/smart-id-rp' };
    expect(outsideChoice(readSettings(demo)).eId.smartId).toMatchObject({ deviceLinkScheme: 'smart-id-demo' });
    expect(outsideChoice(readSettings({ ...demo, SMART_ID_DEVICE_LINK_SCHEME: 'smart-id-test' })).eId.smartId).toMatchObject({ deviceLinkScheme: 'smart-id-test' });
    expect(outsideChoice(readSettings({ E_ID: 'live', ...liveEnv, SMART_ID: '', MOBILE_ID: 'sandbox', ID_CARD: 'off' })).eId).toMatchObject({ smartId: { mode: 'live' }, mobileId: { mode: 'sandbox' }, idCard: { mode: 'off' } });
  });

  it('refuses live e-ID without its relying party instead of starting on SK\'s demo values', () => {
    const { SMART_ID_RP_UUID: _uuid, ...noUuid } = liveEnv;
    expect(() => outsideChoice(readSettings(noUuid))).toThrow(new SettingsError(['SMART_ID_RP_UUID must be set when SMART_ID=live: the relying party UUID from the contract with SK']));
  });

  it('needs the designated OCSP responder\'s URL beside its certificate, and gives both to the ID card', () => {
    expect(problemsOf({ ID_CARD_OCSP_CERT_FILE: '/etc/tarkus/ocsp-responder.pem' })).toEqual([
      'ID_CARD_OCSP_URL must name the designated OCSP responder when ID_CARD_OCSP_CERT_FILE is set',
    ]);
    // The responder's certificate need not be a CA's (personFile stands in for it).
    const live = { ...liveEnv, ID_CARD_OCSP_URL: 'http://demo.sk.ee/ocsp', ID_CARD_OCSP_CERT_FILE: personFile };
    expect(problemsOf(live)).toEqual([]);
    expect(outsideChoice(readSettings(live)).eId.idCard).toMatchObject({ mode: 'live', ocspUrl: 'http://demo.sk.ee/ocsp', ocspCertFile: personFile });
    expect(problemsOf({ ...live, ID_CARD_OCSP_CERT_FILE: '/etc/tarkus/missing-responder.pem' })).toEqual([
      'ID_CARD_OCSP_CERT_FILE names /etc/tarkus/missing-responder.pem, which cannot be read (ENOENT)',
    ]);
  });

  it('gives the real services their settings', () => {
    const choice = outsideChoice(readSettings({
      PAYMENTS: 'montonio', MONTONIO_URL: 'https://stargate.invalid', MONTONIO_ACCESS_KEY: 'access', MONTONIO_SECRET_KEY: 'secret',
      CAPTCHA: 'recaptcha', CAPTCHA_SECRET_KEY: 'captcha-secret', CAPTCHA_HOSTNAMES: ' www.tarkus.ee, ,tarkus.ee', CAPTCHA_SITE_KEY: 'site-key\n',
      INSURERS: 'none', VEHICLE_REGISTER: 'none', EMAIL_PROVIDER: 'nodemailer', SMTP_HOST: 'smtp.example.ee', SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: 'http://127.0.0.1:1338',
      BUSINESS_REGISTER: 'live', BUSINESS_REGISTER_URL: 'https://ariregxmlv6.rik.ee/', BUSINESS_REGISTER_USERNAME: 'tarkus', BUSINESS_REGISTER_PASSWORD: 'secret\n',
    }));
    expect(choice).toMatchObject({
      payments: { mode: 'montonio', url: 'https://stargate.invalid', accessKey: 'access', secretKey: 'secret' },
      captcha: { mode: 'recaptcha', secretKey: 'captcha-secret', hostnames: ['www.tarkus.ee', 'tarkus.ee'], siteKey: 'site-key' },
      insurers: { mode: 'none' },
      vehicleRegister: { mode: 'none' },
      businessRegister: { mode: 'live', url: 'https://ariregxmlv6.rik.ee/', username: 'tarkus', password: 'secret' },
      mail: { mode: 'nodemailer' },
      sandboxes: { inProcess: false, url: 'http://127.0.0.1:1338' },
    });
  });
});
