import type { Core } from '@strapi/strapi';
import { addDays } from '@kindlustus/domain';
import type { QuoteFormName } from '@kindlustus/routes';
import { reject, type Outcome } from '../outcome';
import type { RenewalTokens } from './renewal-token';

import type { Fields, OfferRow, PolicyRow, QuoteRequestRow } from '../../rows/rows';

export interface Renewal {
  form: QuoteFormName;
  /** The old quote's answers with the start date moved to the day after the old policy ends. */
  input: Record<string, unknown>;
  policyNumber: string;
  endDate: string;
}

/** The answers a renewal quote starts from: the quote behind a policy, read through a renewal link's token. */
export interface RenewalLinkPolicy {
  /** How long a renewal link works after it is made (sent). */
  lifetimeDays: number;
}

export function createRenewalService(strapi: Core.Strapi, tokens: RenewalTokens, links: RenewalLinkPolicy, now: () => Date = () => new Date()) {
  const policies = () => strapi.db.query('api::policy.policy');
  const offers = () => strapi.db.query('api::offer.offer');
  const quoteRequests = () => strapi.db.query('api::quote-request.quote-request');

  async function renewalOf(policy: Pick<PolicyRow, 'offerId' | 'endDate' | 'policyNumber'>): Promise<Renewal | null> {
    const offer: Pick<OfferRow, 'quoteId'> | null = await offers().findOne({ where: { publicId: policy.offerId }, select: ['quoteId'] });
    const quote: Pick<QuoteRequestRow, 'form' | 'input'> | null = offer ? await quoteRequests().findOne({ where: { publicId: offer.quoteId }, select: ['form', 'input'] }) : null;
    if (!quote) return null;
    const endDate = String(policy.endDate);
    return {
      form: quote.form as QuoteFormName,
      input: { ...(quote.input as Fields), startDate: addDays(endDate, 1) },
      // Only an issued policy is renewed: it has its number.
      policyNumber: policy.policyNumber!,
      endDate,
    };
  }

  /**
   * What a renewal link opens: 404 `renewalNotFound` for a forged or unknown token, the same answer either
   * way; 410 `renewalExpired` for a genuine one past its expiry (the site offers a new quote or a login).
   */
  async function read(token: unknown): Promise<Outcome<Renewal>> {
    const reading = tokens.read(token, now());
    if (reading?.expired) return reject(410, 'renewalExpired');
    const publicId = reading?.policyId;
    const policy: PolicyRow | null = publicId ? await policies().findOne({ where: { publicId } }) : null;
    const renewal = policy ? await renewalOf(policy) : null;
    return renewal ? { ok: true, value: renewal } : reject(404, 'renewalNotFound');
  }

  const linkToken = (policy: Pick<PolicyRow, 'publicId'>) => tokens.issue(String(policy.publicId), new Date(now().getTime() + links.lifetimeDays * 24 * 60 * 60_000));

  return { renewalOf, read, linkToken };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
