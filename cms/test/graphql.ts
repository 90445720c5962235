/** A GraphQL client for the tests that keeps its own cookies, like one browser. */
export function graphqlClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async query<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; data: T; errors?: unknown[] }> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${baseUrl}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        if (name && value !== undefined) cookies.set(name.trim(), value.trim());
      }
      const body = (await response.json()) as { data: T; errors?: unknown[] };
      return { status: response.status, ...body };
    },
  };
}
