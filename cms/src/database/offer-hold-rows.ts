import type { Core } from '@strapi/strapi';
import { runPrepared } from './prepared-statements';

type Knex = Core.Strapi['db']['connection'];

/** Which order an offer is being paid in: one row per offer (made by cms/database/migrations). */
const offerHoldTable = 'payment_offer_holds';

export interface OfferHold {
  offerId: string;
  orderReference: string;
}

/** Holds each offer for `reference` unless someone holds it already; answers how many it took now. */
export async function insertOfferHolds(trx: Knex, reference: string, offerIds: string[]): Promise<number> {
  if (!offerIds.length) return 0;
  const { rows } = await runPrepared(trx, {
    sql: `INSERT INTO ${offerHoldTable} (offer_id, order_reference) VALUES ${offerIds.map(() => '(?, ?)').join(', ')} ON CONFLICT (offer_id) DO NOTHING RETURNING offer_id`,
    values: offerIds.flatMap((offerId) => [offerId, reference]),
  });
  return rows.length;
}

/** The holds of these offers, whoever holds them. */
export async function offerHoldsOf(knex: Knex, offerIds: string[]): Promise<OfferHold[]> {
  if (!offerIds.length) return [];
  const rows: Array<{ offer_id: string; order_reference: string }> = await knex(offerHoldTable).whereIn('offer_id', offerIds).select('offer_id', 'order_reference');
  return rows.map((row) => ({ offerId: row.offer_id, orderReference: row.order_reference }));
}

/** Moves one offer's hold from order `from` to `to`: false when `from` no longer held it. */
export async function moveOfferHold(trx: Knex, offerId: string, from: string, to: string): Promise<boolean> {
  return Number(await trx(offerHoldTable).where({ offer_id: offerId, order_reference: from }).update({ order_reference: to })) === 1;
}

/** Frees every offer these orders hold. */
export async function releaseOfferHolds(knex: Knex, references: string[]): Promise<void> {
  if (!references.length) return;
  await knex(offerHoldTable).whereIn('order_reference', references).del();
}
