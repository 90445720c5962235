import type { ProductKey } from '@kindlustus/domain';
import type { Insurer, InsurerAnswer, InsurerQuoteRequest } from './insurer';

export type InsurerResult =
  | { insurerId: string; insurerName: string; status: 'offer'; answer: Extract<InsurerAnswer, { kind: 'offer' }> }
  | { insurerId: string; insurerName: string; status: 'declined'; reason: string }
  | { insurerId: string; insurerName: string; status: 'unavailable'; reason: 'timeout' | 'error' };

class Timeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export const insurersSelling = (insurers: Insurer[], product: ProductKey): Insurer[] => insurers.filter((insurer) => insurer.products.includes(product));

/** Whole cents above zero that the offers table holds (a 32-bit integer column on PostgreSQL). */
const sanePremium = (premium: number) => Number.isSafeInteger(premium) && premium > 0 && premium < 2 ** 31;

/**
 * Asks one insurer within its time limit. It never fails: a slow or failing insurer becomes a line
 * without an offer.
 */
export async function askInsurer(insurer: Insurer, request: InsurerQuoteRequest, timeoutMs: number): Promise<InsurerResult> {
  const who = { insurerId: insurer.id, insurerName: insurer.name };
  try {
    const answer = await within(insurer.quote(request), timeoutMs);
    if (answer.kind !== 'offer') return { ...who, status: 'declined', reason: answer.reason };
    // A price no policy can have (a broken tariff or adapter) is no offer, and must not fail the whole quote's storage.
    if (!sanePremium(answer.offer.premium) || !answer.offer.instalmentOptions.every((option) => sanePremium(option.premium))) {
      return { ...who, status: 'unavailable', reason: 'error' };
    }
    return { ...who, status: 'offer', answer };
  } catch (error) {
    return { ...who, status: 'unavailable', reason: error instanceof Timeout ? 'timeout' : 'error' };
  }
}

/** Asks every insurer that sells the product at once; the quote itself never fails because of one. */
export async function quoteAll(insurers: Insurer[], request: InsurerQuoteRequest, timeoutMs: number): Promise<InsurerResult[]> {
  return Promise.all(insurersSelling(insurers, request.product).map((insurer) => askInsurer(insurer, request, timeoutMs)));
}
