import { offerDeadline, type ProductKey } from '@kindlustus/domain';
import type { InsurerResult } from '../../adapters/insurers/quote-all';
import { newPublicId } from '../public-id';

import type { OfferRow, RowInput } from '../../rows/rows';

/** An offer line as stored, or as about to be: who was asked for which quote and how it stands, the rest once answered. */
export type OfferLine = RowInput<'api::offer.offer'> & Pick<OfferRow, 'publicId' | 'quoteId' | 'insurerId' | 'insurerName' | 'product' | 'outcome'>;

/**
 * How long past the insurer time limit a line may still wait for its answer. A line older than that
 * was left by a process that stopped before the answer came: it reads as unavailable.
 */
export const pendingGraceMs = 5_000;

/** One insurer's line of a quote, before its answer: who was asked, for which quote and product. */
export interface NewLine {
  publicId: string;
  quoteId: string;
  insurerId: string;
  insurerName: string;
  product: ProductKey;
  vehicleTyped: boolean;
}

/** `vehicleTyped`: priced on the vehicle the customer typed (the register did not answer). */
export const newLine = (quoteId: string, product: ProductKey, insurer: { id: string; name: string }, vehicleTyped = false): NewLine => ({
  publicId: newPublicId(),
  vehicleTyped,
  quoteId,
  insurerId: insurer.id,
  insurerName: insurer.name,
  product,
});

/** What an insurer's answer writes into its line; an offer is valid from the moment it arrives. */
export function answerFields(result: InsurerResult, now: Date): RowInput<'api::offer.offer'> & Pick<OfferRow, 'outcome'> {
  if (result.status !== 'offer') return { outcome: result.status, reason: result.reason };
  const { validForHours, ...offer } = result.answer.offer;
  return { outcome: 'offer', ...offer, validUntil: offerDeadline(now, validForHours) };
}

/** The line as it reads now: still waiting, or past any answer's time (unavailable, timeout). */
export function lineAsOf<L extends OfferLine>(line: L, now: Date, insurerTimeoutMs: number): L {
  // A broker desk line waits for our staff, who promised a time (answerBy), not for a machine's time limit.
  if (line.outcome !== 'pending' || line.channel === 'desk') return line;
  const askedAt = new Date(line.createdAt === undefined ? Number.NaN : line.createdAt).getTime();
  const overdue = !Number.isNaN(askedAt) && now.getTime() - askedAt > insurerTimeoutMs + pendingGraceMs;
  return overdue ? { ...line, outcome: 'unavailable' as const, reason: 'timeout' } : line;
}
