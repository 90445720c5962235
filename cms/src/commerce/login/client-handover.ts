import type { Core } from '@strapi/strapi';
import type { Fields, QuoteRequestRow } from '../../rows/rows';
import { moveQuotesToClient } from '../../database/quote-handover-rows';
import { tableQuery } from '../../database/table-query';

/**
 * Whether a browser's quote is the person's who logs in there: linked to them already, or made for them
 * (its policyholder's code is theirs) and linked to nobody. A quote for a company or without a personal code
 * names nobody a login could prove, and one made for another person is theirs: on a shared computer both may be
 * a stranger's (with their e-mail and phone), so neither moves into the account of whoever logs in next.
 */
export const isQuoteOf = (quote: Pick<QuoteRequestRow, 'personalCode' | 'input'>, personalCode: string): boolean =>
  quote.personalCode ? quote.personalCode === personalCode : ((quote.input ?? {}) as Fields).policyholderCode === personalCode;

/**
 * At login the browser gets a new client id (an id someone else planted or saw before the login opens
 * nothing after it); the person's own quotes (isQuoteOf) and the cart move to the new id, and its login attempts
 * too, remembering the old id (another tab still polls its login). The moved quotes become the customer's (they
 * may then be read and bought from the customer's other browsers). Every other quote stays under the old id,
 * which nobody holds any more; the cart merge then leaves out its offers (cart-merge.ts).
 */
export async function handOverClient(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  await handOverQuotes(strapi, from, to, personalCode);
  await tableQuery(strapi, 'api::cart.cart')().updateMany({ where: { clientId: from }, data: { clientId: to } });
  // A poll another tab sent with the old cookie while this login finished still finds its attempt (and answers
  // RUNNING until that tab's next poll brings the new cookies and the session).
  await tableQuery(strapi, 'api::login-attempt.login-attempt')().updateMany({ where: { clientId: from }, data: { clientId: to, previousClientId: from } });
}

/** Moves and links the person's own quotes. */
async function handOverQuotes(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  const rows = await tableQuery(strapi, 'api::quote-request.quote-request')().findMany({ where: { clientId: from }, select: ['id', 'personalCode', 'input'] });
  const ids = rows.filter((row) => isQuoteOf(row, personalCode)).map((row) => row.id);
  if (!ids.length) return;
  await moveQuotesToClient(strapi, ids, from, to, personalCode);
}
