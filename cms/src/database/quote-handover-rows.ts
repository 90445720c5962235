import type { Core } from '@strapi/strapi';
import { rowWrites } from './row-writes';

/**
 * Moves these quotes from client `from` to `to` and links them to the person, in one UPDATE. Only a quote
 * linked to nobody or to this person already is changed: one linked to another person keeps its code.
 */
export async function moveQuotesToClient(strapi: Core.Strapi, ids: number[], from: string, to: string, personalCode: string): Promise<void> {
  if (!ids.length) return;
  await rowWrites(strapi, 'api::quote-request.quote-request').patch(
    { clientId: from, id: { $in: ids }, $or: [{ personalCode: null }, { personalCode }] },
    { clientId: to, personalCode },
  );
}
