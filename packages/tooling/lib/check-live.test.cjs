// `npm run check:live` on a bad and a good production configuration: its lines and exit code.
// Runs the built CMS's checks (cms/dist, as the prepare step builds it).
const { spawnSync } = require('child_process');
const { mkdtempSync, writeFileSync, rmSync } = require('fs');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '../../..');
const caFile = path.join(root, 'cms/src/adapters/e-id-sandbox/identities/ca.pem');
const good = {
  NODE_ENV: 'production',
  E_ID: 'live',
  SMART_ID_URL: 'https://rp-api.smart-id.com/v2',
  SMART_ID_V3_URL: 'https://rp-api.smart-id.com',
  SMART_ID_RP_UUID: '5a6b0c3e-2f41-4d7a-9c1e-0b8f6d2a4e11',
  SMART_ID_RP_NAME: 'Tarkus Kindlustusmaakler',
  MOBILE_ID: 'off',
  E_ID_TRUSTED_CA_FILES: caFile,
  ID_CARD_TRUSTED_CA_FILES: caFile,
  PAYMENTS: 'montonio',
  MONTONIO_URL: 'https://stargate.montonio.com',
  MONTONIO_ACCESS_KEY: 'access',
  MONTONIO_SECRET_KEY: 'secret',
  CAPTCHA: 'recaptcha',
  CAPTCHA_SECRET_KEY: 'captcha-secret',
  EMAIL_PROVIDER: 'nodemailer',
  SMTP_HOST: 'smtp.example.ee',
  INSURERS: 'none',
  VEHICLE_REGISTER: 'none',
  BUSINESS_REGISTER: 'live',
  BUSINESS_REGISTER_URL: 'https://ariregxmlv6.rik.ee/',
  BUSINESS_REGISTER_USERNAME: 'tarkus',
  BUSINESS_REGISTER_PASSWORD: 'register-secret',
};

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'check-live-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command as `npm run check:live -- FILE` would, with `fromShell` as the environment besides the file. */
function checkLive(fileValues, fromShell = {}) {
  const file = path.join(dir, `${Object.keys(fileValues).length}-${Math.random().toString(36).slice(2)}.env`);
  writeFileSync(file, Object.entries(fileValues).map(([key, value]) => `${key}=${value}`).join('\n'));
  const run = spawnSync(process.execPath, [path.join(root, 'packages/tooling/check-live.mjs'), file], {
    env: { PATH: process.env.PATH, ...fromShell },
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stdout.trim().split('\n'), stderr: run.stderr };
}

test('a complete live configuration: a ready line per outside system, exit 0', () => {
  const { status, lines, stderr } = checkLive(good);
  expect(stderr).toBe('');
  expect(lines.slice(1)).toEqual([
    'Smart-ID: ready: live, https://rp-api.smart-id.com, relying party Tarkus Kindlustusmaakler, device links smart-id://, no pinned keys',
    'Mobile-ID: ready: off, the login page does not offer it (MOBILE_ID=off)',
    'ID card: ready: live, OCSP from each certificate',
    'payments: ready: Montonio, https://stargate.montonio.com',
    'captcha: ready: reCAPTCHA',
    'e-mail: ready: SMTP smtp.example.ee:587',
    'insurers: ready: none (editors price from the tariff books in the CMS)',
    'vehicle register: ready: none (customers type their vehicle)',
    'business register: ready: live, https://ariregxmlv6.rik.ee/',
    'Ready: every outside system is set up for the live site.',
  ]);
  expect(status).toBe(0);
});

test('a configuration with gaps: each problem named by its setting and system, exit 1; the environment wins over the file', () => {
  const { SMART_ID_RP_UUID: _uuid, ...noUuid } = good;
  const { status, lines } = checkLive(
    { ...noUuid, MONTONIO_URL: 'http://stargate.montonio.com', E_ID_TRUSTED_CA_FILES: '/nowhere/sk.pem', CAPTCHA: 'hcaptcha' },
    { EMAIL_PROVIDER: 'file', SITE_STAGE: 'staging' },
  );
  expect(lines.slice(1)).toEqual([
    'site: SITE_STAGE=staging makes this a test site (every page says so): leave it unset for the live site',
    'Smart-ID: SMART_ID_RP_UUID must be set when SMART_ID=live: the relying party UUID from the contract with SK',
    'Smart-ID: E_ID_TRUSTED_CA_FILES names /nowhere/sk.pem, which cannot be read (ENOENT)',
    'Mobile-ID: ready: off, the login page does not offer it (MOBILE_ID=off)',
    'ID card: ready: live, OCSP from each certificate',
    'payments: MONTONIO_URL must be an https address (is http://stargate.montonio.com)',
    'captcha: CAPTCHA must be one of sandbox, recaptcha',
    'e-mail: EMAIL_PROVIDER selects the sandbox (EMAIL_PROVIDER=file): mail is written to files, nobody receives it; set EMAIL_PROVIDER=nodemailer with its settings',
    'insurers: ready: none (editors price from the tariff books in the CMS)',
    'vehicle register: ready: none (customers type their vehicle)',
    'business register: ready: live, https://ariregxmlv6.rik.ee/',
    'Not ready: 6 problems (docs/going-live.md).',
  ]);
  expect(status).toBe(1);
});
