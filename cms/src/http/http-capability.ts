import type { Capability } from '../capabilities/capability';
import { useProductionCookies } from './koa-context';
import { httpRequestTimeoutMs, runsInProduction } from '../settings/cms-settings';
import { registerSecurityHeaders } from './security-headers';
import { applyConnectionTimeouts, connectionTimeouts } from './server-timeouts';

/** The HTTP server's clocks, the security headers, and the provider API's cookie flags. */
export const httpCapability: Capability = {
  name: 'http',
  register({ strapi, settings }) {
    applyConnectionTimeouts(strapi.server.httpServer, connectionTimeouts(httpRequestTimeoutMs(settings)));
    registerSecurityHeaders(strapi);
    useProductionCookies(runsInProduction(settings));
  },
};
