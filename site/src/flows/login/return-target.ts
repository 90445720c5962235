import { localizePath, type Locale, type RouteKey } from '@kindlustus/routes';

/**
 * Where a login sends the customer back to: only the account pages, named in `?return=`, and a company confirmation
 * link with its token (`?return=companyConfirm&token=…`); else the policies. Never an address taken from the query.
 */
const targets = { cart: 'cart', payment: 'payment', policies: 'policies', companyConfirm: 'companyConfirm' } as const satisfies Record<string, RouteKey>;
export type ReturnTarget = (typeof targets)[keyof typeof targets];
const tokenShape = /^[\w-]{16,128}$/;

/** The account page a name (a `?return=` value or a route key) stands for; the policies for any other. */
export function returnTargetNamed(name: string | null): ReturnTarget {
  return name && Object.prototype.hasOwnProperty.call(targets, name) ? targets[name as keyof typeof targets] : 'policies';
}

/** The query of a login link that brings the customer back to `target` (with the confirmation's token). */
export function returnQuery(target: ReturnTarget, token?: string): Record<string, string> {
  return target === 'companyConfirm' && token && tokenShape.test(token) ? { return: target, token } : { return: target === 'companyConfirm' ? 'policies' : target };
}

/** The path a finished login goes to, from the login page's query. */
export function returnPathOf(search: string, language: Locale): string {
  const query = new URLSearchParams(search);
  const target = returnTargetNamed(query.get('return'));
  const token = query.get('token') ?? '';
  if (target === 'companyConfirm') return tokenShape.test(token) ? localizePath('companyConfirm', language, { token }) : localizePath('policies', language);
  return localizePath(target, language);
}
