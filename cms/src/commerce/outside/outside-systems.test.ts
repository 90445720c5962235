import { liveEnv } from '../../settings/live-settings.test.helpers';
import { readSettings } from '../../settings/settings';
import { configureOutsideSystems } from './outside-systems';

const site = 'http://localhost:8000';

describe('where the CMS finds the e-ID and bank sandboxes', () => {
  it('serves them itself by default', () => {
    const outside = configureOutsideSystems('http://127.0.0.1:1337', site, readSettings({ APP_KEYS: 'a,b' }));
    expect(outside.sandboxes.map((sandbox) => sandbox.prefix)).toEqual(['/sandbox/e-id', '/sandbox/id-card', '/sandbox/payments', '/sandbox/business-register']);
    outside.close();
  });

  it('serves none with SANDBOXES_IN_PROCESS=false, its clients talking to SANDBOX_URL', () => {
    const outside = configureOutsideSystems('http://127.0.0.1:1338', site, readSettings({ APP_KEYS: 'a,b', SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: 'http://127.0.0.1:1338' }));
    expect(outside.sandboxes).toEqual([]);
    outside.close();
  });

  it('refuses to start with SANDBOXES_IN_PROCESS=false and no SANDBOX_URL (its clients would call a CMS that serves none)', () => {
    expect(() => configureOutsideSystems('http://127.0.0.1:1337', site, readSettings({ APP_KEYS: 'a,b', SANDBOXES_IN_PROCESS: 'false' }))).toThrow('SANDBOX_URL');
  });

  it('gives a method switched off no client and serves no sandbox for it; a live method gets its real service', () => {
    const outside = configureOutsideSystems('http://127.0.0.1:1337', site, readSettings({ APP_KEYS: 'a,b', ...liveEnv, PAYMENTS: 'sandbox', SMART_ID: 'sandbox', MOBILE_ID: 'off' }));
    expect(outside.sandboxes.map((sandbox) => sandbox.prefix)).toEqual(['/sandbox/e-id', '/sandbox/payments']);
    expect(outside.smartId).toBeDefined();
    expect(outside.mobileId).toBeUndefined();
    expect(outside.webEid?.trustedCertificates).toHaveLength(1);
    outside.close();
    const idCardOnly = configureOutsideSystems('http://127.0.0.1:1337', site, readSettings({ APP_KEYS: 'a,b', ...liveEnv, SMART_ID: 'off', MOBILE_ID: 'off' }));
    expect([idCardOnly.smartId, idCardOnly.smartIdDeviceLink, idCardOnly.mobileId]).toEqual([undefined, undefined, undefined]);
    expect(idCardOnly.sandboxes).toEqual([]);
    idCardOnly.close();
  });
});
