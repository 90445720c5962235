import type { Core } from '@strapi/strapi';
import type { CompanyConfirmationRow } from '../rows/rows';
import { offerIdsOf } from './company-confirmation-records';
import { offersWithContract } from './record-links';

const uid = 'api::company-confirmation.company-confirmation' as const;
const batch = 500;
const dayMs = 24 * 60 * 60_000;
/** How long a confirmation stays after its link expired without a sale: for the buyer's or the representative's questions. */
export const unusedConfirmationKeptDays = 30;

/**
 * Storage limitation (GDPR Art. 5(1)(e)): a company confirmation names both representatives (names, personal
 * codes, an e-mail). One whose link expired more than 30 days ago and none of whose offers led to a paid (or
 * still payable) order or a policy is deleted. One a sale used stays: the order's sale record names only the buyer,
 * so the row is the proof of the second representative's consent; it goes once the policy's legal record period
 * is over (the policy deleted, the offer no longer counts as bought). One batch per run; answers how many went.
 */
export async function forgetUnusedCompanyConfirmations(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unusedConfirmationKeptDays * dayMs);
  let deleted = 0;
  // Page after page by id until a batch is deleted or none are left (the used ones are passed over).
  for (let after = 0; deleted < batch;) {
    const page: Array<Pick<CompanyConfirmationRow, 'id' | 'offerIds'>> = await strapi.db.query(uid).findMany({
      where: { expiresAt: { $lt: cutoff }, id: { $gt: after } }, select: ['id', 'offerIds'], orderBy: { id: 'asc' }, limit: batch,
    });
    if (!page.length) break;
    after = page[page.length - 1]!.id;
    const used = await offersWithContract(strapi, [...new Set(page.flatMap(offerIdsOf))]);
    const gone = page.filter((row) => !offerIdsOf(row).some((offerId) => used.has(offerId))).map((row) => row.id);
    if (gone.length) deleted += Number((await strapi.db.query(uid).deleteMany({ where: { id: { $in: gone } } })).count) || 0;
  }
  return deleted;
}
