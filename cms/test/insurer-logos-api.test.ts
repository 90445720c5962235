import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { request } from './http';
import { sharedCommerceCms } from './commerce-cms';

const QUOTE = `mutation Quote($form: String!, $input: JSON!) {
  requestQuote(form: $form, input: $input, language: "et") {
    quote { offers { insurerId insurerName status insurerLogo { url width height } } }
    rejection { code }
  }
}`;
type Offer = { insurerId: string; insurerName: string; status: string; insurerLogo: { url: string; width: number; height: number } | null };

// The seed is what gives the sandbox insurers their logos (the run's shared seeded CMS: commerce-cms.ts); the
// schema does not depend on the database.
describe('insurer logos', () => {
  let url: string;
  beforeAll(async () => {
    url = (await sharedCommerceCms('sqlite', 'seeded')).url;
  });

  it('gives every offer its insurer’s logo, an image the site can show at its own size', async () => {
    const answer = await graphqlClient(url).query(QUOTE, { form: 'traffic', input: sampleQuoteInputs(todayInTallinn()).traffic });
    expect(answer.errors).toBeUndefined();
    const offers: Offer[] = answer.data.requestQuote.quote.offers;
    expect(offers.map((offer) => offer.insurerId).sort()).toEqual(['emajoe', 'laanemere', 'pohjala']);
    const urls = new Set<string>();
    for (const offer of offers) {
      expect(offer.insurerLogo).toEqual({ url: expect.stringMatching(/^\/uploads\/.+\.png$/), width: 144, height: 144 });
      urls.add(offer.insurerLogo!.url);
      const image = await fetch(`${url}${offer.insurerLogo!.url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/png/);
    }
    expect(urls.size).toBe(3);
  });

  it('lists the published insurers with name and logo in the public content API', async () => {
    const { status, body } = await request(url, '/api/insurers?sort=code');
    expect(status).toBe(200);
    expect(body.data.map((insurer: { code: string; name: string }) => [insurer.code, insurer.name])).toEqual([
      ['emajoe', 'Emajõe Kindlustus'], ['laanemere', 'Läänemere Kindlustus'], ['pohjala', 'Põhjala Kindlustus'], ['saarte', 'Saarte Kindlustus AS'],
    ]);
    for (const insurer of body.data) {
      expect(insurer.logo).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), width: 144, height: 144, alternativeText: insurer.name });
    }
  });
});
