import { createHmac, timingSafeEqual } from 'crypto';

/** What a renewal link's token says: the policy it opens, and whether its time ran out. */
export type RenewalTokenReading = { policyId: string; expired: boolean } | null;

/**
 * The token in a renewal e-mail's link: the policy's public id, when the link expires (seconds since the
 * epoch, base 36) and an HMAC of both. It works without a login (the link is opened from the mailbox,
 * often on another device) and opens only that policy's renewal answers, until it expires; without the
 * secret nobody can make one for another policy or move its expiry.
 */
export function renewalTokens(secret: string) {
  const signature = (policyId: string, expires: string) => createHmac('sha256', secret).update(`policy-renewal:${policyId}:${expires}`).digest('base64url');

  function issue(policyId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
    return `${policyId}.${expires}.${signature(policyId, expires)}`;
  }

  /** Null for anything this CMS did not sign (links from before expiry was signed too). */
  function read(token: unknown, now: Date = new Date()): RenewalTokenReading {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [policyId, expires, given, ...rest] = token.split('.');
    if (!policyId || !expires || !/^[0-9a-z]{1,10}$/.test(expires) || !given || rest.length) return null;
    const expected = Buffer.from(signature(policyId, expires));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    return { policyId, expired: parseInt(expires, 36) * 1000 <= now.getTime() };
  }

  return { issue, read };
}

export type RenewalTokens = ReturnType<typeof renewalTokens>;
