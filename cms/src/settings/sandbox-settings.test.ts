import { sandboxServiceSettings } from './sandbox-settings';
import { readSettings } from './settings';

/** The business register sandbox's behaviour as the CMS's in-process sandbox gets it from the settings. */
const businessRegisterOf = (env: Record<string, string>) => sandboxServiceSettings(readSettings(env)).businessRegister;

describe('the business register sandbox\'s settings', () => {
  it('reads the codes it drops the connection for and reports deleted, each a comma-separated list', () => {
    const register = businessRegisterOf({ SANDBOX_BUSINESS_REGISTER_SILENT: '16000054, 16000019', SANDBOX_BUSINESS_REGISTER_DELETED: '16000048,' });
    expect(register && { silent: [...register.silentCodes], deleted: [...register.deletedCodes], username: register.username }).toEqual({
      silent: ['16000054', '16000019'], deleted: ['16000048'], username: 'tarkus-sandbox',
    });
    expect(businessRegisterOf({})).toMatchObject({ silentCodes: new Set(), deletedCodes: new Set() });
  });

  it('runs no sandbox register when the real one is asked or none is configured', () => {
    const live = { BUSINESS_REGISTER: 'live', BUSINESS_REGISTER_URL: 'https://ariregxmlv6.rik.ee/', BUSINESS_REGISTER_USERNAME: 'tarkus', BUSINESS_REGISTER_PASSWORD: 'secret' };
    expect(businessRegisterOf({ ...live, SANDBOX_BUSINESS_REGISTER_DELETED: '16000019' })).toBeNull();
    expect(businessRegisterOf({ BUSINESS_REGISTER: 'off' })).toBeNull();
  });
});
