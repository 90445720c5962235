// A complete live configuration for the settings' tests, with the sandbox CA as a stand-in CA file.
// Excluded from the build (*.test.*), not a test itself.
import path from 'path';

export const identities = path.join(__dirname, '..', 'adapters', 'e-id-sandbox', 'identities');
export const caFile = path.join(identities, 'ca.pem');
export const personFile = path.join(identities, '30303039914.pem');
export const keyFile = path.join(identities, 'ca.key');
export const pin = 'r/mIkG3eEpVdm+u/ko/cwxzOMo1bk4TyHIlByibiA5E=';

/** A complete live configuration (placeholders of the broker's values): nothing to find. */
export const liveEnv: Record<string, string> = {
  SMART_ID: 'live', MOBILE_ID: 'live', ID_CARD: 'live',
  SMART_ID_URL: 'https://rp-api.smart-id.com/v2', SMART_ID_V3_URL: 'https://rp-api.smart-id.com',
  SMART_ID_RP_UUID: '5a6b0c3e-2f41-4d7a-9c1e-0b8f6d2a4e11', SMART_ID_RP_NAME: 'Tarkus Kindlustusmaakler OÜ',
  MOBILE_ID_URL: 'https://mid.sk.ee/mid-api',
  MOBILE_ID_RP_UUID: '7c1d9e2f-3a4b-4c5d-8e6f-1a2b3c4d5e6f', MOBILE_ID_RP_NAME: 'Tarkus Kindlustusmaakler OÜ',
  E_ID_TRUSTED_CA_FILES: caFile, ID_CARD_TRUSTED_CA_FILES: caFile,
  PAYMENTS: 'montonio', MONTONIO_URL: 'https://stargate.montonio.com', MONTONIO_ACCESS_KEY: 'access', MONTONIO_SECRET_KEY: 'secret',
  CAPTCHA: 'recaptcha', CAPTCHA_SECRET_KEY: 'captcha-secret',
  EMAIL_PROVIDER: 'nodemailer', SMTP_HOST: 'smtp.example.ee',
  INSURERS: 'none', VEHICLE_REGISTER: 'none',
  BUSINESS_REGISTER: 'live', BUSINESS_REGISTER_URL: 'https://ariregxmlv6.rik.ee/', BUSINESS_REGISTER_USERNAME: 'tarkus', BUSINESS_REGISTER_PASSWORD: 'register-secret',
};

