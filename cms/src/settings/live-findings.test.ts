import { readFileSync } from 'fs';
import { findingText, liveFindings, type Finding } from './live-findings';
import { caFile, keyFile, liveEnv, personFile, pin } from './live-settings.test.helpers';

const findings = (env: Record<string, string>) => liveFindings(env, (file) => readFileSync(file));
const texts = (env: Record<string, string>, kind?: Finding['kind']) => findings(env).filter((finding) => !kind || finding.kind === kind).map(findingText);

describe('what keeps a configuration from serving a live site (the CMS start and npm run check:live)', () => {
  it('finds nothing in a complete live configuration, and nothing for a method switched off', () => {
    expect(findings(liveEnv)).toEqual([]);
    expect(findings({ ...liveEnv, MOBILE_ID: 'off', ID_CARD: 'off', MOBILE_ID_URL: '', MOBILE_ID_RP_UUID: '', ID_CARD_TRUSTED_CA_FILES: '' })).toEqual([]);
  });

  it('takes each method\'s switch from E_ID unless it has its own: Smart-ID alone can go live', () => {
    const smartIdOnly = { ...liveEnv, SMART_ID: '', MOBILE_ID: '', ID_CARD: '', E_ID: 'live' };
    expect(findings(smartIdOnly)).toEqual([]);
    const { MOBILE_ID_URL: _url, MOBILE_ID_RP_UUID: _uuid, MOBILE_ID_RP_NAME: _name, ID_CARD_TRUSTED_CA_FILES: _ca, ...withoutTheOthers } = liveEnv;
    expect(texts({ ...withoutTheOthers, SMART_ID: 'live', MOBILE_ID: '', ID_CARD: '' })).toEqual([
      'MOBILE_ID selects the sandbox (MOBILE_ID unset): it logs anyone in as a demo person; set MOBILE_ID=live with its settings, or MOBILE_ID=off',
      'ID_CARD selects the sandbox (ID_CARD unset): it trusts the sandbox\'s own certificates; set ID_CARD=live with its settings, or ID_CARD=off',
    ]);
    expect(texts({ ...withoutTheOthers, E_ID: 'sandbox', SMART_ID: 'live', MOBILE_ID: 'off', ID_CARD: 'off' })).toEqual([]);
    expect(texts({ ...liveEnv, SMART_ID: 'off', MOBILE_ID: 'off', ID_CARD: 'off' })).toEqual(['SMART_ID, MOBILE_ID, ID_CARD are all off: nobody could log in']);
  });

  it('requires each live service\'s own relying party, never a default, and names the setting', () => {
    const { SMART_ID_RP_UUID: _a, SMART_ID_RP_NAME: _b, MOBILE_ID_RP_UUID: _c, MOBILE_ID_RP_NAME: _d, ...noParty } = liveEnv;
    expect(texts(noParty)).toEqual([
      'SMART_ID_RP_UUID must be set when SMART_ID=live: the relying party UUID from the contract with SK',
      'SMART_ID_RP_NAME must be set when SMART_ID=live: the relying party name from the contract with SK',
      'MOBILE_ID_RP_UUID must be set when MOBILE_ID=live: the relying party UUID from the contract with SK',
      'MOBILE_ID_RP_NAME must be set when MOBILE_ID=live: the relying party name from the contract with SK',
    ]);
    // The shared names of earlier releases still serve both services.
    expect(findings({ ...noParty, E_ID_RELYING_PARTY_UUID: '5a6b0c3e-2f41-4d7a-9c1e-0b8f6d2a4e11', E_ID_RELYING_PARTY_NAME: 'Tarkus' })).toEqual([]);
    expect(texts({ ...liveEnv, SMART_ID_RP_UUID: 'tarkus', MOBILE_ID_RP_UUID: '00000000-0000-4000-8000-000000000000' })).toEqual([
      'SMART_ID_RP_UUID must be a UUID (is tarkus)',
      'MOBILE_ID_RP_UUID is the local sandbox\'s made-up UUID: use the one from the contract with SK',
    ]);
  });

  it('tells SK\'s and Montonio\'s demo services apart: fine for a test site, not for the live one', () => {
    const demo = {
      ...liveEnv,
      SMART_ID_URL: 'https://sid.demo.sk.ee/smart-id-rp/v2', SMART_ID_V3_URL: 'https://sid.demo.sk.ee/smart-id-rp',
      SMART_ID_RP_UUID: '00000000-0000-0000-0000-000000000000', SMART_ID_RP_NAME: 'DEMO',
      MOBILE_ID_URL: 'https://tsp.demo.sk.ee/mid-api', MONTONIO_URL: 'https://sandbox-stargate.montonio.com',
    };
    expect(texts(demo, 'setting')).toEqual([]);
    expect(texts(demo, 'demo')).toEqual([
      'SMART_ID_RP_UUID is SK\'s demo relying party: use the UUID from the contract with SK',
      'SMART_ID_RP_NAME is SK\'s demo relying party: use the name from the contract with SK',
      'SMART_ID_V3_URL points at SK\'s demo service (sid.demo.sk.ee)',
      'MOBILE_ID_URL points at SK\'s demo service (tsp.demo.sk.ee)',
      'MONTONIO_URL points at Montonio\'s sandbox (sandbox-stargate.montonio.com)',
    ]);
  });

  it('checks the device-link scheme against the service it opens', () => {
    expect(texts({ ...liveEnv, SMART_ID_DEVICE_LINK_SCHEME: 'smart-id-demo' })).toEqual([
      'SMART_ID_DEVICE_LINK_SCHEME is smart-id-demo, which opens SK\'s demo app: the live service\'s links use smart-id',
    ]);
    expect(texts({ ...liveEnv, SMART_ID_DEVICE_LINK_SCHEME: 'smart id://' })).toEqual(['SMART_ID_DEVICE_LINK_SCHEME must be a URL scheme such as smart-id (is smart id://)']);
  });

  it('requires https addresses, and CA files that exist and hold CA certificates', () => {
    expect(texts({ ...liveEnv, SMART_ID_URL: 'http://rp-api.smart-id.com/v2', MOBILE_ID_URL: 'mid.sk.ee', ID_CARD_OCSP_URL: 'ftp://ocsp' })).toEqual([
      'SMART_ID_URL must be an https address (is http://rp-api.smart-id.com/v2)',
      'MOBILE_ID_URL must be an https address (is mid.sk.ee)',
      'ID_CARD_OCSP_URL must be an http(s) address (is ftp://ocsp)',
    ]);
    expect(texts({ ...liveEnv, SMART_ID: 'off', E_ID_TRUSTED_CA_FILES: `${caFile}, /nowhere/sk.pem`, ID_CARD_TRUSTED_CA_FILES: `${keyFile},${personFile}` })).toEqual([
      'E_ID_TRUSTED_CA_FILES names /nowhere/sk.pem, which cannot be read (ENOENT)',
      `ID_CARD_TRUSTED_CA_FILES names ${keyFile}, which is not a certificate (PEM or DER)`,
      expect.stringMatching(new RegExp(`^ID_CARD_TRUSTED_CA_FILES names ${personFile}, which is not a CA certificate \\(`)),
    ]);
  });

  it('checks pinned keys\' form, and that the OCSP responder\'s pins have an https address', () => {
    expect(findings({ ...liveEnv, SMART_ID_PINNED_KEYS: `sha256//${pin}`, MOBILE_ID_PINNED_KEYS: `${pin}, ${pin}` })).toEqual([]);
    expect(texts({ ...liveEnv, MOBILE_ID_PINNED_KEYS: `${pin},abc`, ID_CARD_OCSP_PINNED_KEYS: pin, ID_CARD_OCSP_URL: 'http://aia.sk.ee/esteid2018' })).toEqual([
      'MOBILE_ID_PINNED_KEYS must list base64 SHA-256 hashes of a public key (44 characters, as curl\'s sha256//…): abc is not one',
      'ID_CARD_OCSP_PINNED_KEYS needs an https ID_CARD_OCSP_URL: keys are pinned on an https connection only',
    ]);
  });

  it('names every sandbox still selected and what each real service misses', () => {
    expect(texts({}, 'sandbox').map((text) => text.split(' ')[0])).toEqual(['SMART_ID', 'MOBILE_ID', 'ID_CARD', 'PAYMENTS', 'CAPTCHA', 'EMAIL_PROVIDER', 'INSURERS', 'VEHICLE_REGISTER', 'BUSINESS_REGISTER']);
    expect(texts({ ...liveEnv, MONTONIO_SECRET_KEY: '', CAPTCHA_SECRET_KEY: '', SMTP_HOST: '' })).toEqual([
      'MONTONIO_SECRET_KEY must be set when PAYMENTS=montonio',
      'CAPTCHA_SECRET_KEY must be set when CAPTCHA=recaptcha',
      'SMTP_HOST must be set when EMAIL_PROVIDER=nodemailer',
    ]);
    expect(texts({ ...liveEnv, BUSINESS_REGISTER_URL: 'http://ariregxmlv6.rik.ee/', BUSINESS_REGISTER_PASSWORD: '' })).toEqual([
      'BUSINESS_REGISTER_URL must be an https address (is http://ariregxmlv6.rik.ee/)',
      'BUSINESS_REGISTER_PASSWORD must be set when BUSINESS_REGISTER=live',
    ]);
    expect(texts({ ...liveEnv, BUSINESS_REGISTER: 'off' })).toEqual([]);
  });
});
