import { checkSettings, readSettings, SettingsError } from './settings';
import { outsideChoice } from './outside-choice';

const problemsOf = (env: Record<string, string>) => {
  const check = checkSettings(env);
  return check.ok ? [] : check.problems;
};

describe('the CMS settings, checked at start', () => {
  it('starts on nothing set: every outside system on its sandbox', () => {
    expect(readSettings({})).toMatchObject({ E_ID: 'sandbox', PAYMENTS: 'sandbox', CAPTCHA: 'sandbox', EMAIL_PROVIDER: 'file', INSURERS: 'sandbox', VEHICLE_REGISTER: 'sandbox', SCRIPTS: 'sandbox' });
    expect(outsideChoice({})).toEqual({
      insurers: { mode: 'sandbox', delays: undefined, offerValidSeconds: undefined },
      vehicleRegister: { mode: 'sandbox', delayMs: 0, silentPlates: [] },
      eId: { mode: 'sandbox' },
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
      'MONTONIO_SECRET_KEY must be set when the real service is configured',
    ]);
    expect(problemsOf({ CAPTCHA: 'recaptcha' })).toEqual(['CAPTCHA_SECRET_KEY must be set when CAPTCHA=recaptcha']);
    expect(problemsOf({ SANDBOXES_IN_PROCESS: 'false' })).toEqual(['SANDBOX_URL must name the sandboxes\' own process when SANDBOXES_IN_PROCESS=false']);
    expect(problemsOf({ E_ID: 'live', SMART_ID_URL: 'https://sid.invalid' })).toEqual(
      ['SMART_ID_V3_URL', 'MOBILE_ID_URL', 'E_ID_TRUSTED_CA_FILES', 'ID_CARD_TRUSTED_CA_FILES'].map((name) => `${name} must be set when the real service is configured`),
    );
  });

  it('needs the designated OCSP responder\'s URL beside its certificate, and gives both to the ID card', () => {
    expect(problemsOf({ ID_CARD_OCSP_CERT_FILE: '/etc/tarkus/ocsp-responder.pem' })).toEqual([
      'ID_CARD_OCSP_URL must name the designated OCSP responder when ID_CARD_OCSP_CERT_FILE is set',
    ]);
    const live = {
      E_ID: 'live', SMART_ID_URL: 'https://sid.invalid', SMART_ID_V3_URL: 'https://sid.invalid', MOBILE_ID_URL: 'https://mid.invalid',
      E_ID_TRUSTED_CA_FILES: 'ca.pem', ID_CARD_TRUSTED_CA_FILES: 'esteid2018.pem',
      ID_CARD_OCSP_URL: 'http://demo.sk.ee/ocsp', ID_CARD_OCSP_CERT_FILE: '/etc/tarkus/ocsp-responder.pem',
    };
    expect(problemsOf(live)).toEqual([]);
    expect(outsideChoice(live).eId).toMatchObject({ idCardOcspUrl: 'http://demo.sk.ee/ocsp', idCardOcspCertFile: '/etc/tarkus/ocsp-responder.pem' });
  });

  it('gives the real services their settings', () => {
    const choice = outsideChoice({
      PAYMENTS: 'montonio', MONTONIO_URL: 'https://stargate.invalid', MONTONIO_ACCESS_KEY: 'access', MONTONIO_SECRET_KEY: 'secret',
      CAPTCHA: 'recaptcha', CAPTCHA_SECRET_KEY: 'captcha-secret', CAPTCHA_HOSTNAMES: ' www.tarkus.ee, ,tarkus.ee', CAPTCHA_SITE_KEY: 'site-key\n',
      INSURERS: 'none', VEHICLE_REGISTER: 'none', EMAIL_PROVIDER: 'nodemailer', SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: 'http://127.0.0.1:1338',
    });
    expect(choice).toMatchObject({
      payments: { mode: 'montonio', url: 'https://stargate.invalid', accessKey: 'access', secretKey: 'secret' },
      captcha: { mode: 'recaptcha', secretKey: 'captcha-secret', hostnames: ['www.tarkus.ee', 'tarkus.ee'], siteKey: 'site-key' },
      insurers: { mode: 'none' },
      vehicleRegister: { mode: 'none' },
      mail: { mode: 'nodemailer' },
      sandboxes: { inProcess: false, url: 'http://127.0.0.1:1338' },
    });
  });
});
