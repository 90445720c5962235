import { coverTextKeys, deductibleTextKeys, productTextKeys, territoryTextKeys, type CoverKey, type DeductibleKey, type TerritoryKey } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { request } from './http';
import { useCommerceCms } from './commerce-cms';
import { inputs } from './commerce-flows';
import { ADD, CONFIRM, ORDER, PAY } from './commerce-operations';
import { pdfText } from './pdf-text';
import { until } from './waiting';

const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const languages = ['et', 'ru', 'en'] as const;

const QUOTE_WITH_TERMS = `mutation($input: JSON!) { requestQuote(form: "casco", input: $input, language: "et") {
  quote { offers { id status coverRows { key included } deductibles { key } territory } } rejection { code } } }`;

/** The words of a CMS text key (`quote:coverTheft`) in the published global texts, as the site reads them at build. */
const wordsOf = (uiTexts: Record<string, Record<string, string>>, textKey: string) => {
  const [namespace, key] = textKey.split(':') as [string, string];
  return uiTexts[namespace]![key]!;
};

describe.each(targets)('the insurance terms of a policy on %s', (target) => {
  // The committed content: the global texts the site shows the offer with (the run's shared seeded CMS).
  const { url, smartIdLogin, atTheBank } = useCommerceCms(target, { shared: 'seeded' });

  it('buys a casco policy whose document names the covers, deductibles, territory and product with the words the offer showed', async () => {
    const client = graphqlClient(url());
    const code = '30303039914';
    const quote = (await client.query(QUOTE_WITH_TERMS, { input: { ...inputs.casco, policyholderCode: code, territory: 'europe' } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect(offer.coverRows.map((row: { key: string }) => row.key)).toEqual(expect.arrayContaining(['collision', 'theft']));
    expect(offer.territory).toBe('europe');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    expect((await smartIdLogin(client, code)).outcome).toBe('ok');
    const order = (await client.query(PAY, { key: `order-${Math.random().toString(36).slice(2)}`, lang: 'et' })).data.startPayment.order;
    await atTheBank(order.paymentUrl, 'pay');
    const [policy] = (await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.status === 'PAID' && current.policies.length ? current : null;
    })).policies;

    for (const language of languages) {
      const uiTexts = (await request(url(), `/api/global?locale=${language}`)).body.data.uiTexts as Record<string, Record<string, string>>;
      const shown = [
        wordsOf(uiTexts, productTextKeys.casco),
        ...offer.coverRows.map((row: { key: CoverKey }) => wordsOf(uiTexts, coverTextKeys[row.key])),
        ...offer.deductibles.map((row: { key: DeductibleKey }) => wordsOf(uiTexts, deductibleTextKeys[row.key])),
        wordsOf(uiTexts, territoryTextKeys[offer.territory as TerritoryKey]),
      ];
      const pdf = await fetch(`${url()}${policy.documentUrl}?lang=${language}`, { headers: { cookie: client.cookieHeader() } });
      expect(pdf.status).toBe(200);
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(shown.filter((words) => !text.includes(words.replace(/\s+/g, ' ')))).toEqual([]);
      if (language === 'et') {
        // The words of issue 43: what the site offered, not what the document used to say.
        expect(text).toContain('Kokkupõrge ja ümberminek');
        expect(text).toContain('Vargus ja röövimine');
        expect(text).toContain('Euroopa (v.a Venemaa, Valgevene, Ukraina, Moldova, Gruusia, Armeenia, Aserbaidžaan ja Türgi)');
        expect(text).not.toContain('Liiklusõnnetus');
      }
    }
  });
});
