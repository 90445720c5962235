import { renewalParam } from '@kindlustus/routes';

/** The token of a renewal e-mail's link (`?renew=…`) in this page's address, or null. */
export function renewalTokenIn(search: string): string | null {
  return new URLSearchParams(search).get(renewalParam) || null;
}

/** The address without the renewal token, so that a reload keeps what the customer changed since. */
export function withoutRenewalToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(renewalParam);
  return `${url.pathname}${url.search}${url.hash}`;
}

