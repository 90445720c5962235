// A quote asked of the sandbox insurers through the site's /api, as the browser does: what the
// benchmarks open the offers and offer pages with.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './run.mjs';

const { sampleQuoteInputs, todayInTallinn } = createRequire(import.meta.url)(path.join(root, 'packages/domain'));

/** The browser's client cookie the quote was asked with: only that browser may read the quote. */
let clientCookie = '';

async function graphql(siteUrl, query, variables) {
  const response = await fetch(`${siteUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl, ...(clientCookie ? { cookie: clientCookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  // `__Host-quote_client` from a CMS in production, `quote_client` otherwise.
  const issued = response.headers.getSetCookie().find((line) => /^(__Host-)?quote_client=/.test(line));
  if (issued) clientCookie = issued.split(';')[0];
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Asks for a quote of `form` and waits until every insurer has answered: `{ id, offerId, clientCookie }` (the
 * cheapest offer, and the client cookie, `{ name, value }`, a browser needs to be the quote's owner).
 */
export async function startSampleQuote(siteUrl, form = 'casco') {
  const input = sampleQuoteInputs(todayInTallinn())[form];
  const started = await graphql(siteUrl, 'mutation($form: String!, $input: JSON!) { startQuote(form: $form, input: $input, language: "et") { quote { id } rejection { code } } }', { form, input });
  const id = started.startQuote.quote?.id;
  if (!id) throw new Error(`The sample ${form} quote was refused: ${started.startQuote.rejection?.code}`);
  for (let round = 0; round < 100; round++) {
    const { customerQuote } = await graphql(siteUrl, 'query($id: ID!) { customerQuote(id: $id) { complete offers { id status } } }', { id });
    if (customerQuote.complete) {
      const offer = customerQuote.offers.find((candidate) => candidate.status === 'offer');
      if (!offer) throw new Error(`The sample ${form} quote has no offer`);
      const [name, value] = clientCookie.split('=');
      return { id, offerId: offer.id, clientCookie: { name, value } };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The sample ${form} quote did not complete`);
}
