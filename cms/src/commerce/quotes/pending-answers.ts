import type { Core } from '@strapi/strapi';
import type { Insurer, InsurerQuoteRequest } from '../../adapters/insurers/insurer';
import { askInsurer } from '../../adapters/insurers/quote-all';
import { answerFields } from './quote-lines';
import { rowWrites } from '../../database/row-writes';

export interface AskedInsurer {
  insurer: Insurer;
  /** The public id of the insurer's pending line. */
  linePublicId: string;
}

/**
 * Asks every insurer at once and writes each answer into its own line the moment it arrives. It never
 * rejects: a write that fails is logged, and its line reads as unavailable once overdue. Only a line
 * still pending is written, so an answer never overwrites another.
 */
export async function recordAnswersAsTheyArrive(
  strapi: Core.Strapi,
  asked: AskedInsurer[],
  request: InsurerQuoteRequest,
  insurerTimeoutMs: number,
  now: () => Date,
): Promise<void> {
  await Promise.all(
    asked.map(async ({ insurer, linePublicId }) => {
      try {
        const result = await askInsurer(insurer, request, insurerTimeoutMs);
        await rowWrites(strapi, 'api::offer.offer').patch({ publicId: linePublicId, outcome: 'pending' }, answerFields(result, now()));
      } catch (error) {
        strapi.log.error(`The ${request.product} answer of ${insurer.id} was not recorded: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
