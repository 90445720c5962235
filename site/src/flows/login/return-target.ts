import type { RouteKey } from '@kindlustus/routes';

/** Where a login sends the customer back to: only the account pages, named in `?return=`; else the policies. */
const targets = { cart: 'cart', payment: 'payment', policies: 'policies' } as const satisfies Record<string, RouteKey>;
export type ReturnTarget = (typeof targets)[keyof typeof targets];

export function returnTargetOf(search: string): ReturnTarget {
  const named = new URLSearchParams(search).get('return') ?? '';
  return Object.prototype.hasOwnProperty.call(targets, named) ? targets[named as keyof typeof targets] : 'policies';
}

/** The login page's `search` for a page that sends the visitor to log in and wants them back. */
export const loginSearchFor = (target: ReturnTarget): string => `?return=${target}`;
