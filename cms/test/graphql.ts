/** The site's origin, which the CMS accepts cookie-carrying writes from. */
export const siteOrigin = 'http://localhost:8000';

let lastAddress = 0;
/**
 * The suite's clients take addresses from block `block` on (10.<block>.0.1, …): suites sharing one CMS
 * (shared-cms.ts) each get a block of their own, so that they never share the limits per address.
 */
export function useClientAddressBlock(block: number) {
  lastAddress = Math.max(lastAddress, (block & 255) << 16);
}
/** A client address of its own for each test client (10.0.0.1, 10.0.0.2, …), as the web server would pass it on. */
export const nextClientAddress = () => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

/**
 * A GraphQL client for the tests that keeps its own cookies, like one browser on the site, at an address
 * of its own (`X-Forwarded-For`, read by a CMS with IS_PROXIED; `address: null` sends none).
 */
export function graphqlClient(baseUrl: string, options: { origin?: string | null; address?: string | null } = {}) {
  const cookies = new Map<string, string>();
  const address = options.address === undefined ? nextClientAddress() : options.address;
  let lastSetCookies: string[] = [];
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  return {
    cookies,
    address,
    lastSetCookies: () => lastSetCookies,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async query<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; data: T; errors?: unknown[] }> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (origin) headers.origin = origin;
      if (address) headers['x-forwarded-for'] = address;
      if (cookies.size) headers.cookie = this.cookieHeader();
      const response = await fetch(`${baseUrl}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      lastSetCookies = response.headers.getSetCookie();
      for (const line of lastSetCookies) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        if (!name || value === undefined) continue;
        if (value.trim() === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.trim());
      }
      const text = await response.text();
      let body: { data: T; errors?: unknown[] };
      try {
        body = JSON.parse(text);
      } catch {
        body = { data: null as T, errors: [text] };
      }
      return { status: response.status, ...body };
    },
  };
}
