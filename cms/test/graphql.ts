/** The site's origin, which the CMS accepts cookie-carrying writes from. */
export const siteOrigin = 'http://localhost:8000';

/** A GraphQL client for the tests that keeps its own cookies, like one browser on the site. */
export function graphqlClient(baseUrl: string, options: { origin?: string | null } = {}) {
  const cookies = new Map<string, string>();
  let lastSetCookies: string[] = [];
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  return {
    cookies,
    lastSetCookies: () => lastSetCookies,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async query<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; data: T; errors?: unknown[] }> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (origin) headers.origin = origin;
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
