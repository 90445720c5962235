import type { ApiContext } from '../../http/koa-context';
import { createLoginService, type LoginDeps } from './login-service';

// A site with only Smart-ID's contract: Mobile-ID and the ID card are switched off (MOBILE_ID=off, ID_CARD=off),
// so they have no client; their starts are refused before anything is stored or any service is called.
const deps = { strapi: {}, sessions: {}, limits: { perAddress: { burst: 5, perMinute: 10 }, global: { burst: 60, perMinute: 300 }, perPerson: { burst: 3, perMinute: 6 }, perPersonDaily: { burst: 10, perMinute: 10 / 1440 } }, pollTimeoutMs: 1000, siteUrl: 'https://www.example.ee', onLogin: async () => undefined } as unknown as LoginDeps;
const ctx = {} as ApiContext;

describe('a login method switched off', () => {
  it('is refused by the API with 403 loginMethodOff, whatever was typed', async () => {
    const logins = createLoginService(deps);
    const refused = { ok: false, rejection: { status: 403, code: 'loginMethodOff' } };
    await expect(logins.startMobileId(ctx, '+37200000766', '60001019906', 'et')).resolves.toMatchObject(refused);
    await expect(logins.startIdCard(ctx)).resolves.toMatchObject(refused);
    await expect(logins.startSmartId(ctx, '30303039914', 'et')).resolves.toMatchObject(refused);
    await expect(logins.smartIdDeviceLink(ctx, 'login-1', 'QR')).resolves.toMatchObject(refused);
  });
});
