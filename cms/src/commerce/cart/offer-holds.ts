import type { Core } from '@strapi/strapi';
import { runPrepared } from '../../database/prepared-statements';

type Knex = Core.Strapi['db']['connection'];

/** Which order an offer is being paid in: one row per offer, so one open payment per offer on every replica. */
export const offerHoldTable = 'payment_offer_holds';

/** Not a content type (nothing for the admin): made on every boot, left alone by Strapi's schema sync. */
export async function ensureOfferHoldTable(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${offerHoldTable} (offer_id VARCHAR(64) PRIMARY KEY, order_reference VARCHAR(40) NOT NULL)`);
}

/**
 * The holds of one order being started. Run inside the transaction that inserts the order, so that a hold never
 * names an order that is not (yet) there for anyone else; on PostgreSQL a concurrent insert of the same offer
 * waits for that transaction and then sees its row.
 */
export function offerHolds(strapi: Core.Strapi) {
  const table = (trx?: Knex) => (trx ?? strapi.db.connection)(offerHoldTable);

  return {
    /**
     * Takes every offer that nobody holds for `reference`; answers the holders of the others, by offer. Offers
     * in a fixed order, so two orders taking the same offers never wait for each other crosswise.
     */
    async take(trx: Knex, reference: string, offerIds: string[]): Promise<Map<string, string>> {
      const sorted = [...new Set(offerIds)].sort();
      if (!sorted.length) return new Map();
      const { rows: taken } = await runPrepared(trx, {
        sql: `INSERT INTO ${offerHoldTable} (offer_id, order_reference) VALUES ${sorted.map(() => '(?, ?)').join(', ')} ON CONFLICT (offer_id) DO NOTHING RETURNING offer_id`,
        values: sorted.flatMap((offerId) => [offerId, reference]),
      });
      // Every offer taken now (the usual case): nobody else holds one, and there is nothing to read back.
      if (taken.length === sorted.length) return new Map();
      const rows: Array<{ offer_id: string; order_reference: string }> = await table(trx).whereIn('offer_id', sorted).select('offer_id', 'order_reference');
      return new Map(rows.filter((row) => row.order_reference !== reference).map((row) => [row.offer_id, row.order_reference]));
    },

    /** Moves a hold from an order that no longer counts (ended, expired) to `reference`: false when someone else did first. */
    async takeOver(trx: Knex, offerId: string, from: string, reference: string): Promise<boolean> {
      return Number(await table(trx).where({ offer_id: offerId, order_reference: from }).update({ order_reference: reference })) === 1;
    },

    /** An order the provider never made: its offers are free again. */
    async release(reference: string): Promise<void> {
      await table().where({ order_reference: reference }).del();
    },
  };
}
