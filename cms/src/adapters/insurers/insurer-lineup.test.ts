import { addDays, validateQuote, type QuoteInput } from '@kindlustus/domain';
import { sandboxVehicles } from '../vehicle-register/sandbox-vehicles';
import type { InsurerQuoteRequest } from './insurer';
import { isDeskInsurer } from './desk-insurer';
import { insurersFor, pricingOf, type Catalogue, type CatalogueInsurer } from './insurer-lineup';
import { editionOn, TariffInsurer, type TariffEdition } from './tariff-editions';
import { SandboxInsurer } from './sandbox-insurer';
import { sandboxTariffs } from './sandbox-tariffs';
import type { TariffBook, TariffRates } from './tariff-book';
import { checkTariffRates } from './tariff-rates-schema';

const today = '2026-11-21';
const adapters = sandboxTariffs.map((book) => new SandboxInsurer(book));
const ratesOf = ({ id: _id, name: _name, products: _products, ...rates }: TariffBook): TariffRates => structuredClone(rates);
const laanemere = sandboxTariffs.find((book) => book.id === 'laanemere')!;

function trafficRequest(startDate: string): InsurerQuoteRequest {
  const result = validateQuote('traffic', {
    plate: '123ABC', policyholderCode: '30303039914', startDate, periodMonths: 12, instalments: 1, email: 'mari@example.ee', phone: '+372 5123 4567',
  }, today);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { product: 'traffic', input: result.value as QuoteInput<'traffic'>, vehicle: sandboxVehicles.find((vehicle) => vehicle.plate === '123ABC')!, today };
}

const premiumOf = async (insurer: { quote: (request: InsurerQuoteRequest) => Promise<{ kind: string }> }, request: InsurerQuoteRequest) => {
  const answer = (await insurer.quote(request)) as { kind: string; offer?: { premium: number } };
  if (answer.kind !== 'offer') throw new Error(`no offer: ${JSON.stringify(answer)}`);
  return answer.offer!.premium;
};

/** The sandbox book of Läänemere with its car base rate doubled, in force from `appliesFrom`. */
const dearerEdition = (appliesFrom: string): TariffEdition => {
  const rates = ratesOf(laanemere);
  rates.traffic.yearlyBase.car = rates.traffic.yearlyBase.car! * 2;
  return { edition: 'dearer', appliesFrom, rates };
};

describe('tariff editions', () => {
  const editions = [dearerEdition('2027-01-01'), { ...dearerEdition('2026-01-01'), edition: 'current' }, { ...dearerEdition('2026-06-01'), edition: 'summer' }];

  it('prices a start date with the newest edition in force on it, never one from a later date', () => {
    expect(editionOn(editions, '2026-11-21')?.edition).toBe('summer');
    expect(editionOn(editions, '2026-06-01')?.edition).toBe('summer');
    expect(editionOn(editions, '2026-05-31')?.edition).toBe('current');
    expect(editionOn(editions, '2027-01-01')?.edition).toBe('dearer');
    expect(editionOn(editions, '2025-12-31')).toBeUndefined();
  });

  it('leaves a sandbox insurer’s price alone until its new edition applies, then prices with it', async () => {
    const builtIn = await premiumOf(adapters[0]!, trafficRequest(today));
    const withFutureEdition = adapters.find((adapter) => adapter.id === 'laanemere')!.withEditions([dearerEdition(addDays(today, 10))]);
    expect(await premiumOf(withFutureEdition, trafficRequest(today))).toBe(builtIn);
    expect(await premiumOf(withFutureEdition, trafficRequest(addDays(today, 9)))).toBe(builtIn);
    expect(await premiumOf(withFutureEdition, trafficRequest(addDays(today, 10)))).toBeGreaterThan(builtIn);
  });

  it('prices a tariff insurer from its edition, and has no price for a start before its first edition', async () => {
    const insurer = new TariffInsurer('vaike', 'Väike Kindlustus', ['traffic'], [{ edition: '2026', appliesFrom: addDays(today, 5), rates: ratesOf(laanemere) }]);
    expect(await premiumOf(insurer, trafficRequest(addDays(today, 5)))).toBe(await premiumOf(adapters[0]!, trafficRequest(today)));
    await expect(insurer.quote(trafficRequest(today))).rejects.toThrow(/no tariff for policies starting 2026-11-21/);
  });
});

describe('the insurers asked for a product', () => {
  const ids = (product: 'traffic' | 'casco' | 'forestry-machine' | 'home', catalogue: Catalogue) => insurersFor(product, adapters, catalogue).map((insurer) => insurer.id).sort();
  const empty: Catalogue = { insurers: [], editions: new Map() };

  const listed = (code: string, offerings: CatalogueInsurer['offerings'] = {}, published = true): CatalogueInsurer => ({ code, name: code, published, offerings });
  const all = (...insurers: CatalogueInsurer[]): Catalogue => ({ insurers, editions: new Map() });

  it('are the adapters selling it when the CMS lists no insurer at all (a database not seeded)', () => {
    expect(ids('traffic', empty)).toEqual(['emajoe', 'laanemere', 'pohjala']);
    expect(ids('forestry-machine', empty)).toEqual(['emajoe', 'laanemere']);
  });

  it('follow the CMS once it lists insurers: products of their rows (without rows, what the adapter sells); off, unlisted, draft or deleted sell nothing', () => {
    const catalogue = all(listed('emajoe', { traffic: 'off', casco: 'api' }), listed('laanemere'), listed('pohjala'));
    expect(ids('traffic', catalogue)).toEqual(['laanemere', 'pohjala']);
    expect(ids('casco', catalogue)).toEqual(['emajoe', 'laanemere', 'pohjala']);
    expect(ids('home', catalogue)).toEqual(['laanemere', 'pohjala']);
    // Pohjala unpublished, Läänemere deleted: neither sells, whatever its adapter could.
    expect(ids('traffic', all(listed('emajoe'), listed('pohjala', {}, false)))).toEqual(['emajoe']);
    expect(ids('casco', all(listed('emajoe', { casco: 'api' }), listed('pohjala', { casco: 'api' }, false)))).toEqual(['emajoe']);
  });

  it('take the editor’s name and add an insurer priced from its tariff books alone', async () => {
    const catalogue: Catalogue = {
      insurers: [
        { code: 'emajoe', name: 'Emajõe Kindlustus', published: true, offerings: {} },
        { code: 'laanemere', name: 'Läänemere Kindlustus AS', published: true, offerings: { traffic: 'api' } },
        { code: 'pohjala', name: 'Põhjala Kindlustus', published: true, offerings: {} },
        { code: 'vaike', name: 'Väike Kindlustus', published: true, offerings: { traffic: 'tariff', home: 'off' } },
      ],
      editions: new Map([['vaike', [{ edition: '2026', appliesFrom: '2026-01-01', rates: ratesOf(laanemere) }]]]),
    };
    const asked = insurersFor('traffic', adapters, catalogue);
    expect(asked.map((insurer) => [insurer.id, insurer.name]).sort()).toEqual([
      ['emajoe', 'Emajõe Kindlustus'], ['laanemere', 'Läänemere Kindlustus AS'], ['pohjala', 'Põhjala Kindlustus'], ['vaike', 'Väike Kindlustus'],
    ]);
    const vaike = asked.find((insurer) => insurer.id === 'vaike')!;
    expect(vaike.products).toEqual(['traffic']);
    expect(await premiumOf(vaike, trafficRequest(today))).toBe(await premiumOf(adapters[0]!, trafficRequest(today)));
    expect(ids('home', catalogue)).toEqual(['emajoe', 'pohjala']);
  });

  it('add an insurer our broker desk answers for its desk products, never asked by machine', async () => {
    const catalogue = all(listed('emajoe'), listed('metsa', { 'forestry-machine': 'desk', traffic: 'off' }));
    expect(ids('forestry-machine', catalogue)).toEqual(['emajoe', 'metsa']);
    expect(ids('traffic', catalogue)).toEqual(['emajoe']);
    const desk = insurersFor('forestry-machine', adapters, catalogue).find((insurer) => insurer.id === 'metsa')!;
    expect(isDeskInsurer(desk)).toBe(true);
    expect(desk.products).toEqual(['forestry-machine']);
    await expect(desk.quote(trafficRequest(today))).rejects.toThrow(/broker desk/);
  });

  it('price a sandbox insurer with the CMS’s editions of its tariff', async () => {
    const catalogue: Catalogue = { insurers: [listed('laanemere')], editions: new Map([['laanemere', [dearerEdition('2026-01-01')]]]) };
    const laanemereNow = insurersFor('traffic', adapters, catalogue).find((insurer) => insurer.id === 'laanemere')!;
    expect(await premiumOf(laanemereNow, trafficRequest(today))).toBeGreaterThan(await premiumOf(adapters[0]!, trafficRequest(today)));
  });
});

describe('a tariff book as an editor saves it', () => {
  it('accepts each sandbox insurer’s tariff as it is', () => {
    for (const book of sandboxTariffs) expect(checkTariffRates(JSON.parse(JSON.stringify(ratesOf(book))))).toMatchObject({ ok: true });
  });

  it('is refused with the wrong field named', () => {
    const wrongType = JSON.parse(JSON.stringify(ratesOf(laanemere)));
    wrongType.casco.rate.full = '3.3%';
    expect(checkTariffRates(wrongType)).toMatchObject({ ok: false, field: 'casco.rate.full' });

    const misspelt = JSON.parse(JSON.stringify(ratesOf(laanemere)));
    misspelt.home.movablesRates = misspelt.home.movablesRate;
    expect(checkTariffRates(misspelt)).toEqual({ ok: false, field: 'home.movablesRates', message: 'is not a field of a tariff book' });

    const missing = JSON.parse(JSON.stringify(ratesOf(laanemere)));
    delete missing.traffic.greenCard;
    expect(checkTariffRates(missing)).toMatchObject({ ok: false, field: 'traffic.greenCard' });

    const fractional = JSON.parse(JSON.stringify(ratesOf(laanemere)));
    fractional.employerHealth.groupDiscounts[1].discount = 10.5;
    expect(checkTariffRates(fractional)).toMatchObject({ ok: false, field: 'employerHealth.groupDiscounts.1.discount' });

    const noSinglePayment = JSON.parse(JSON.stringify(ratesOf(laanemere)));
    delete noSinglePayment.instalmentLoading['1'];
    expect(checkTariffRates(noSinglePayment)).toMatchObject({ ok: false, field: 'instalmentLoading' });

    expect(checkTariffRates('not a book')).toMatchObject({ ok: false, field: '(the whole book)' });
  });
});

describe('how a paid product is priced (who concludes its policy)', () => {
  const catalogue: Catalogue = {
    insurers: [
      { code: 'laanemere', name: 'Läänemere', published: true, offerings: { traffic: 'api', casco: 'off' } },
      { code: 'vaike', name: 'Väike', published: true, offerings: { traffic: 'tariff' } },
      { code: 'pohjala', name: 'Põhjala', published: true, offerings: {} },
    ],
    editions: new Map(),
  };

  it('answers the row\'s pricing; an insurer without rows, or unknown to the CMS, sells through its adapter', () => {
    expect(pricingOf(catalogue, 'laanemere', 'traffic')).toBe('api');
    expect(pricingOf(catalogue, 'vaike', 'traffic')).toBe('tariff');
    expect(pricingOf(catalogue, 'laanemere', 'casco')).toBe('off');
    expect(pricingOf(catalogue, 'laanemere', 'home')).toBeUndefined();
    expect(pricingOf(catalogue, 'pohjala', 'home')).toBe('api');
    expect(pricingOf({ insurers: [], editions: new Map() }, 'emajoe', 'traffic')).toBe('api');
  });
});
