export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

/** A JSON request against a running CMS. */
export async function request<T = any>(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T };
}

/** Signs in to the admin panel's API and returns its bearer token. */
export async function adminToken(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await request(baseUrl, '/admin/login', { method: 'POST', body: { email, password } });
  const token = answer.body?.data?.token ?? answer.body?.data?.accessToken;
  if (answer.status !== 200 || !token) throw new Error(`Admin login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}
