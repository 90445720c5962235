import { checkSiteStage } from './production-gate';

const live = { SMART_ID: 'live', MOBILE_ID: 'off', ID_CARD: 'live', PAYMENTS: 'montonio', CAPTCHA: 'recaptcha', EMAIL_PROVIDER: 'nodemailer', INSURERS: 'none', VEHICLE_REGISTER: 'none', BUSINESS_REGISTER: 'live' };

describe('the production gate: which settings start the CMS', () => {
  it('refuses production on the default settings (every sandbox) and names each variable to set', () => {
    const check = checkSiteStage({ NODE_ENV: 'production' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    for (const name of ['SMART_ID=live (or off)', 'MOBILE_ID', 'ID_CARD', 'PAYMENTS', 'CAPTCHA', 'EMAIL_PROVIDER', 'INSURERS=none', 'VEHICLE_REGISTER=none', 'BUSINESS_REGISTER=live (or off)', 'SITE_STAGE=staging']) expect(check.refusal).toContain(name);
    expect(check.refusal).not.toContain('\n');
  });

  it.each([
    ['SMART_ID', { SMART_ID: 'sandbox' }],
    ['MOBILE_ID', { MOBILE_ID: 'sandbox' }],
    ['ID_CARD', { ID_CARD: '', E_ID: 'sandbox' }],
    ['PAYMENTS', { PAYMENTS: 'sandbox' }],
    ['CAPTCHA', { CAPTCHA: 'sandbox' }],
    ['EMAIL_PROVIDER', { EMAIL_PROVIDER: 'file' }],
    ['INSURERS', { INSURERS: 'sandbox' }],
    ['VEHICLE_REGISTER', { VEHICLE_REGISTER: 'sandbox' }],
    ['BUSINESS_REGISTER', { BUSINESS_REGISTER: 'sandbox' }],
  ])('refuses production with only %s on its sandbox, and names only that one', (name, sandbox) => {
    const check = checkSiteStage({ NODE_ENV: 'production', ...live, ...sandbox });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.refusal).toContain(`${name}=`);
    for (const other of ['SMART_ID=', 'MOBILE_ID=', 'ID_CARD=', 'PAYMENTS=', 'CAPTCHA=', 'EMAIL_PROVIDER=', 'INSURERS=', 'VEHICLE_REGISTER=', 'BUSINESS_REGISTER='].filter((variable) => variable !== `${name}=`)) {
      expect(check.refusal).not.toContain(other);
    }
  });

  it('starts production with every gated system live, as a live site (no banner)', () => {
    expect(checkSiteStage({ NODE_ENV: 'production', ...live })).toEqual({ ok: true, stage: 'live', sandboxes: [] });
    expect(checkSiteStage({ NODE_ENV: 'production', SITE_STAGE: 'live', ...live })).toMatchObject({ ok: true, stage: 'live' });
  });

  it('starts production on the sandboxes with SITE_STAGE=staging, as a test site that names its sandboxes', () => {
    expect(checkSiteStage({ NODE_ENV: 'production', SITE_STAGE: 'staging' })).toEqual({
      ok: true,
      stage: 'staging',
      sandboxes: ['Smart-ID', 'Mobile-ID', 'ID card', 'payments', 'captcha', 'e-mail', 'insurers', 'vehicle register', 'business register'],
    });
  });

  it('calls a site staging when the switch says so even with every system live (e.g. the providers\' demo services)', () => {
    expect(checkSiteStage({ NODE_ENV: 'production', SITE_STAGE: 'staging', ...live })).toMatchObject({ ok: true, stage: 'staging' });
  });

  it('changes nothing outside production: sandboxes start, and the site says it is a test site', () => {
    expect(checkSiteStage({})).toMatchObject({ ok: true, stage: 'staging' });
    expect(checkSiteStage({ NODE_ENV: 'development', PAYMENTS: 'sandbox', ...{ E_ID: 'live' } })).toMatchObject({ ok: true, stage: 'staging', sandboxes: ['payments', 'captcha', 'e-mail', 'insurers', 'vehicle register', 'business register'] });
    expect(checkSiteStage({ NODE_ENV: 'development', ...live })).toMatchObject({ ok: true, stage: 'live' });
  });

  it('takes each e-ID method from E_ID unless it has its own switch; a method off is no sandbox', () => {
    expect(checkSiteStage({ NODE_ENV: 'production', ...live, SMART_ID: '', MOBILE_ID: '', ID_CARD: '', E_ID: 'live' })).toMatchObject({ ok: true, stage: 'live' });
    expect(checkSiteStage({ NODE_ENV: 'production', ...live, SMART_ID: 'off', ID_CARD: 'off' })).toMatchObject({ ok: true, stage: 'live' });
    expect(checkSiteStage({ NODE_ENV: 'production', ...live, MOBILE_ID: '' })).toMatchObject({ ok: false, refusal: expect.stringContaining('Mobile-ID (MOBILE_ID=(unset))') });
  });

  it('refuses a misspelt switch instead of guessing', () => {
    const check = checkSiteStage({ NODE_ENV: 'production', SITE_STAGE: 'stagin', ...live });
    expect(check).toMatchObject({ ok: false });
    if (!check.ok) expect(check.refusal).toContain('SITE_STAGE=stagin');
  });
});
