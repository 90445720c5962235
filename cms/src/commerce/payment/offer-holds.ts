import type { Core } from '@strapi/strapi';
import { insertOfferHolds, moveOfferHold, offerHoldsOf, releaseOfferHolds } from '../../database/offer-hold-rows';

type Knex = Core.Strapi['db']['connection'];

/**
 * The holds of one order being started. Run inside the transaction that inserts the order, so that a hold never
 * names an order that is not (yet) there for anyone else; on PostgreSQL a concurrent insert of the same offer
 * waits for that transaction and then sees its row.
 */
export function offerHolds(strapi: Core.Strapi) {
  return {
    /**
     * Takes every offer that nobody holds for `reference`; answers the holders of the others, by offer. Offers
     * in a fixed order, so two orders taking the same offers never wait for each other crosswise.
     */
    async take(trx: Knex, reference: string, offerIds: string[]): Promise<Map<string, string>> {
      const sorted = [...new Set(offerIds)].sort();
      if (!sorted.length) return new Map();
      // Every offer taken now (the usual case): nobody else holds one, and there is nothing to read back.
      if ((await insertOfferHolds(trx, reference, sorted)) === sorted.length) return new Map();
      const holds = await offerHoldsOf(trx, sorted);
      return new Map(holds.filter((hold) => hold.orderReference !== reference).map((hold) => [hold.offerId, hold.orderReference]));
    },

    /** Moves a hold from an order that no longer counts (ended, expired) to `reference`: false when someone else did first. */
    async takeOver(trx: Knex, offerId: string, from: string, reference: string): Promise<boolean> {
      return moveOfferHold(trx, offerId, from, reference);
    },

    /** An order the provider never made: its offers are free again. */
    async release(reference: string): Promise<void> {
      await releaseOfferHolds(strapi.db.connection, [reference]);
    },
  };
}
