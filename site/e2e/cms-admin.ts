import type { APIRequestContext } from '@playwright/test';

/** The CMS the test command started, and its first administrator (see packages/tooling/test.mjs). */
export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1337';

let signedIn: string | null = null;

/** One admin sign-in per test worker (the admin limits sign-ins). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (signedIn) return signedIn;
  const response = await request.post(`${cmsUrl}/admin/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  const body = await response.json();
  const token = body?.data?.token ?? body?.data?.accessToken;
  if (!response.ok() || !token) throw new Error(`Admin login failed: ${response.status()} ${JSON.stringify(body)}`);
  signedIn = token as string;
  return signedIn;
}

/** An admin API call (content manager); the answer's JSON, or an error naming the status. */
export async function adminCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  data?: unknown,
): Promise<any> {
  const response = await request.fetch(`${cmsUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok()) throw new Error(`${method} ${pathname}: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

export const adminGet = (request: APIRequestContext, token: string, pathname: string) => adminCall(request, token, 'GET', pathname);
