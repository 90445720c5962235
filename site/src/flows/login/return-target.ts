import type { RouteKey } from '@kindlustus/routes';

/** Where a login sends the customer back to: only the account pages, named in `?return=`; else the policies. */
const targets = { cart: 'cart', payment: 'payment', policies: 'policies' } as const satisfies Record<string, RouteKey>;
export type ReturnTarget = (typeof targets)[keyof typeof targets];

/** The account page a name (a `?return=` value or a route key) stands for; the policies for any other. */
export function returnTargetNamed(name: string | null): ReturnTarget {
  return name && Object.prototype.hasOwnProperty.call(targets, name) ? targets[name as keyof typeof targets] : 'policies';
}

export const returnTargetOf = (search: string): ReturnTarget => returnTargetNamed(new URLSearchParams(search).get('return'));
