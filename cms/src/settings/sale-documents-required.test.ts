import { settingsSchema } from './settings-schema';
import { saleDocumentsRequired } from './commerce-settings';

/** The settings' form only: the real services' own settings (live-findings.ts) do not matter here. */
const live = { NODE_ENV: 'production', E_ID: 'live', PAYMENTS: 'montonio', CAPTCHA: 'recaptcha', EMAIL_PROVIDER: 'nodemailer', INSURERS: 'none', VEHICLE_REGISTER: 'none' };

describe('whether a payment needs the insurer’s terms and IPID for every line', () => {
  it('does on a live site, and cannot be switched off there but by the setting itself', () => {
    expect(saleDocumentsRequired(settingsSchema.parse(live))).toBe(true);
    expect(saleDocumentsRequired(settingsSchema.parse({ ...live, SITE_STAGE: 'live' }))).toBe(true);
    expect(saleDocumentsRequired(settingsSchema.parse({ ...live, SALE_DOCUMENTS_REQUIRED: 'false' }))).toBe(false);
  });

  it('does not on a test site unless asked to', () => {
    expect(saleDocumentsRequired(settingsSchema.parse({}))).toBe(false);
    expect(saleDocumentsRequired(settingsSchema.parse({ ...live, SITE_STAGE: 'staging' }))).toBe(false);
    expect(saleDocumentsRequired(settingsSchema.parse({ SALE_DOCUMENTS_REQUIRED: 'true' }))).toBe(true);
  });
});
