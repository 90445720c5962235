/** The parts of a Koa context the provider API reads and writes (cookies, client address). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string | null, options?: Record<string, unknown>): void;
}

export interface ApiContext {
  cookies: CookieJar;
  request: { secure?: boolean; ip?: string; header?: Record<string, string | string[] | undefined> };
  ip?: string;
}

export const cookieOptions = (ctx: ApiContext, extra: Record<string, unknown> = {}) => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: Boolean(ctx.request.secure),
  path: '/',
  overwrite: true,
  ...extra,
});
