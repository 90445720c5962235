import { createHmac, timingSafeEqual } from 'crypto';

/**
 * The token in a renewal e-mail's link: the policy's public id and an HMAC of it. It works without a
 * login (the link is opened from the mailbox, often on another device) and opens only that policy's
 * renewal answers; without the secret nobody can make one for another policy.
 */
export function renewalTokens(secret: string) {
  const signature = (policyId: string) => createHmac('sha256', secret).update(`policy-renewal:${policyId}`).digest('base64url');

  const issue = (policyId: string) => `${policyId}.${signature(policyId)}`;

  /** The policy's public id, or null for anything this CMS did not sign. */
  function read(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [policyId, given, ...rest] = token.split('.');
    if (!policyId || !given || rest.length) return null;
    const expected = Buffer.from(signature(policyId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? policyId : null;
  }

  return { issue, read };
}

export type RenewalTokens = ReturnType<typeof renewalTokens>;
