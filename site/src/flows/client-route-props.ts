import type { LoginMethod } from '../api-client/login/login-types';

/** What a client-only route's flow is given: the route's parameters, the address's query string and the login methods offered. */
export interface ClientRouteProps {
  params: Record<string, string | undefined>;
  search: string;
  /** The e-ID methods the CMS offers (SiteChrome.loginMethods); all when not given. */
  loginMethods?: readonly LoginMethod[];
}
