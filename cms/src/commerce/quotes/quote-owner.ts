import { clientIdOf } from '../login/client-identity';
import type { SessionStore } from '../login/customer-session';
import type { ApiContext } from '../../http/koa-context';
import type { QuoteRequestRow } from '../../rows/rows';


/** Who is asking: the browser's client id and, when logged in, the customer's personal code. */
export interface QuoteCaller {
  clientId: string | null;
  personalCode: string | null;
  /** The client's address as limits count it, where a request asks for something (not needed to own a quote). */
  address?: string | null;
}

/**
 * A quote's input and what is derived from it (vehicle, insured object, the way to the quote from its
 * offers) belong to the browser that made it and to the customer it is linked to (made while logged in,
 * or by a browser that later logged in). To everyone else the API answers as if the quote did not exist.
 */
export const ownsQuote = (caller: QuoteCaller, quote: Pick<QuoteRequestRow, 'clientId' | 'personalCode'> | null | undefined): boolean =>
  Boolean(quote) &&
  ((caller.clientId !== null && quote!.clientId === caller.clientId) || (caller.personalCode !== null && quote!.personalCode === caller.personalCode));

/** The caller of a request, from its cookies (no client id is issued by asking). */
export function quoteCallers(sessions: SessionStore) {
  return async (ctx: ApiContext | undefined): Promise<QuoteCaller> => {
    const session = await sessions.current(ctx);
    return { clientId: clientIdOf(ctx, false), personalCode: session?.personalCode ?? null };
  };
}
