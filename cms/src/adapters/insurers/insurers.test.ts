import { sampleQuoteInputs, validateQuote, type QuoteInput } from '@kindlustus/domain';
import { SandboxVehicleRegister } from '../vehicle-register/sandbox-register';
import { sandboxVehicles } from '../vehicle-register/sandbox-vehicles';
import type { Insurer, InsurerQuoteRequest } from './insurer';
import { quoteAll } from './quote-all';
import { premiumFromFactors, priceFactorKeys } from './price-factors';
import { parsePerInsurer, SandboxInsurer } from './sandbox-insurer';
import { sandboxTariffs } from './sandbox-tariffs';
import { trafficLimits } from './tariff-engine';

const today = '2026-11-21';
const contact = { email: 'mari@example.ee', phone: '+372 5123 4567' };
const insurers = sandboxTariffs.map((book) => new SandboxInsurer(book));
const vehicle = (plate: string) => sandboxVehicles.find((candidate) => candidate.plate === plate)!;

function input<K extends 'traffic' | 'casco' | 'home' | 'forestry-machine' | 'employer-health'>(kind: K, raw: Record<string, unknown>): QuoteInput<K> {
  const result = validateQuote(kind, raw, today);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const cascoInput = (extra: Record<string, unknown> = {}) => input('casco', {
  plate: '123ABC', policyholderCode: '30303039914', startDate: today, periodMonths: 12, instalments: 1, coverLevel: 'full',
  deductible: 300_00, glassDeductiblePercent: 0, antiTheft: ['immobiliser', 'alarm'], usage: 'normal', territory: 'estonia', claimsLast3Years: 0, ...contact, ...extra,
});
const trafficInput = (extra: Record<string, unknown> = {}) => input('traffic', {
  plate: '123ABC', policyholderCode: '30303039914', startDate: today, periodMonths: 12, instalments: 1, ...contact, ...extra,
});

describe('the sandbox vehicle register', () => {
  it('knows at least 20 vehicles of every kind the broker insures, one suspended', async () => {
    expect(sandboxVehicles.length).toBeGreaterThanOrEqual(20);
    for (const category of ['car', 'van', 'motorcycle', 'tractor', 'harvester', 'forwarder']) {
      expect(sandboxVehicles.some((candidate) => candidate.category === category)).toBe(true);
    }
    const register = new SandboxVehicleRegister();
    expect(await register.lookup('333PRN')).toMatchObject({ found: true, vehicle: { status: 'suspended' } });
    expect(await register.lookup('000ZZZ')).toEqual({ found: false, plate: '000ZZZ' });
  });
});

describe('sandbox insurers', () => {
  it('give distinct prices for the same car, with the legal traffic limits', async () => {
    const results = await quoteAll(insurers, { product: 'traffic', input: trafficInput(), vehicle: vehicle('123ABC'), today }, 1000);
    const offers = results.flatMap((result) => (result.status === 'offer' ? [result.answer.offer] : []));
    expect(offers).toHaveLength(3);
    expect(new Set(offers.map((offer) => offer.premium)).size).toBe(3);
    for (const offer of offers) {
      expect(offer.compensationLimits).toEqual([
        { key: 'propertyDamage', amount: trafficLimits.propertyDamage },
        { key: 'personalInjury', amount: trafficLimits.personalInjury },
      ]);
    }
  });

  it('price a suspended registration short or decline it', async () => {
    const results = await quoteAll(insurers, { product: 'traffic', input: trafficInput({ plate: '333PRN' }), vehicle: vehicle('333PRN'), today }, 1000);
    expect(results.find((result) => result.insurerId === 'pohjala')).toMatchObject({ status: 'declined', reason: 'registrationSuspended' });
    const short = results.find((result) => result.insurerId === 'laanemere');
    expect(short?.status === 'offer' && short.answer.offer.periodMonths).toBe(1);
  });

  it('give an indicative price for an unknown plate', async () => {
    const [first] = await quoteAll(insurers, { product: 'traffic', input: trafficInput({ plate: '000ZZZ' }), vehicle: null, today }, 1000);
    expect(first?.status === 'offer' && first.answer.offer.indicative).toBe(true);
  });

  it('decline too old a car, and price deductibles, usage and claims', async () => {
    const old = await quoteAll(insurers, { product: 'casco', input: cascoInput({ plate: '808OLD' }), vehicle: vehicle('808OLD'), today }, 1000);
    expect(old.map((result) => result.status)).toEqual(['declined', 'declined', 'declined']);
    const laanemere = insurers[0]!;
    const price = async (extra: Record<string, unknown>) => {
      const answer = await laanemere.quote({ product: 'casco', input: cascoInput(extra), vehicle: vehicle('123ABC'), today });
      if (answer.kind !== 'offer') throw new Error(answer.reason);
      return answer.offer.premium;
    };
    expect(await price({ deductible: 1000_00 })).toBeLessThan(await price({ deductible: 300_00 }));
    expect(await price({ usage: 'taxi' })).toBeGreaterThan(await price({}));
    expect(await price({ claimsLast3Years: 2 })).toBeGreaterThan(await price({}));
    const security = await laanemere.quote({ product: 'casco', input: cascoInput({ usage: 'security' }), vehicle: vehicle('123ABC'), today });
    expect(security).toEqual({ kind: 'declined', reason: 'usageNotCovered' });
  });

  it('exclude theft cover without an immobiliser', async () => {
    const answer = await insurers[2]!.quote({ product: 'casco', input: cascoInput({ antiTheft: [] }), vehicle: vehicle('123ABC'), today });
    expect(answer.kind === 'offer' && answer.offer.coverRows.find((row) => row.key === 'theft')?.included).toBe(false);
  });

  it('decline a rented-out machine where the insurer does not take it, and price it where it does', async () => {
    const machine = input('forestry-machine', {
      machineType: 'harvester', makeModel: 'Ponsse Scorpion King', year: 2019, serialNumber: 'PS-1', valueBasis: 'market', machineValue: 420_000_00,
      workHoursPerYear: 2400, rentedOut: true, territory: 'estonia', antiTheft: ['tracker'], deductible: 3_000_00, startDate: today,
      policyholderCode: '10539549', ...contact,
    });
    const results = await quoteAll(insurers, { product: 'forestry-machine', input: machine, vehicle: null, today }, 1000);
    expect(results.map((result) => [result.insurerId, result.status])).toEqual([['laanemere', 'declined'], ['emajoe', 'offer']]);
  });

  it('price employer health per employee and decline too small a company', async () => {
    const health = (employeeCount: number) => input('employer-health', {
      companyCode: '10060701', companyName: 'Näidis OÜ', contactName: 'Mari', employeeCount, healthPackage: 'standard', startDate: today, ...contact,
    });
    const small = await quoteAll(insurers, { product: 'employer-health', input: health(2), vehicle: null, today }, 1000);
    expect(small.map((result) => result.status)).toEqual(['offer', 'declined', 'declined']);
    const big = await insurers[0]!.quote({ product: 'employer-health', input: health(60), vehicle: null, today });
    expect(big.kind === 'offer' && big.offer.premium).toBe(Math.round(82_00 * 0.95) * 4 * 60);
  });
});

describe('quoteAll', () => {
  const request: InsurerQuoteRequest = { product: 'traffic', input: trafficInput(), vehicle: vehicle('123ABC'), today };

  it('turns a slow insurer into a line without an offer and still answers', async () => {
    const slow = new SandboxInsurer(sandboxTariffs[2]!, { delays: { 'emajoe:traffic': 500 } });
    const started = Date.now();
    const results = await quoteAll([...insurers.slice(0, 2), slow], request, 100);
    expect(Date.now() - started).toBeLessThan(400);
    expect(results.map((result) => result.status)).toEqual(['offer', 'offer', 'unavailable']);
    expect(results[2]).toMatchObject({ reason: 'timeout' });
  });

  it('turns a failing insurer into a line without an offer', async () => {
    const broken: Insurer = { id: 'broken', name: 'Broken', products: ['traffic'], quote: () => Promise.reject(new Error('HTTP 503')) };
    const results = await quoteAll([broken, insurers[0]!], request, 500);
    expect(results.map((result) => result.status)).toEqual(['unavailable', 'offer']);
  });

  it('turns an offer with a price no policy can have (zero, or past the offers table) into a line without an offer', async () => {
    const priced = (premium: number): Insurer => ({
      id: `priced-${premium}`, name: 'Priced', products: ['traffic'],
      quote: async (asked) => {
        const answer = await insurers[0]!.quote(asked);
        return answer.kind === 'offer' ? { kind: 'offer', offer: { ...answer.offer, premium, instalmentOptions: [{ count: 1, premium }] } } : answer;
      },
    });
    const results = await quoteAll([priced(0), priced(2 ** 31), priced(12_345)], request, 500);
    expect(results.map((result) => result.status)).toEqual(['unavailable', 'unavailable', 'offer']);
  });

  it('reads sandbox delays and offer validity from configuration', () => {
    expect(parsePerInsurer('emajoe=1500, pohjala:home = 20,bad')).toEqual({ emajoe: 1500, 'pohjala:home': 20 });
    expect(parsePerInsurer(undefined)).toEqual({});
  });
});

describe('sandbox offer validity', () => {
  it('follows the tariff unless set for the insurer or one of its products', async () => {
    const book = sandboxTariffs[0]!;
    const shortLived = new SandboxInsurer(book, { offerValidSeconds: { [`${book.id}:casco`]: 5 } });
    const validity = async (request: InsurerQuoteRequest) => {
      const answer = await shortLived.quote(request);
      return answer.kind === 'offer' ? answer.offer.validForHours : null;
    };
    expect(await validity({ product: 'casco', input: cascoInput(), vehicle: vehicle('123ABC'), today })).toBe(5 / 3600);
    expect(await validity({ product: 'traffic', input: trafficInput(), vehicle: vehicle('123ABC'), today })).toBe(book.validForHours);
  });
});

describe('price factors', () => {
  const samples = sampleQuoteInputs(today);
  const cases: Array<[string, 'traffic' | 'casco' | 'home' | 'homeOld' | 'forestry-machine' | 'employer-health', Record<string, unknown>]> = [
    ...Object.entries(samples).map(([form, sample]) => [`the ${form} sample`, form, sample] as [string, typeof cases[number][1], Record<string, unknown>]),
    ['a suspended registration', 'traffic', { ...samples.traffic, plate: '333PRN', periodMonths: 12 }],
    ['a powerful car for five months', 'traffic', { ...samples.traffic, plate: '321JKL', periodMonths: 5, instalments: 2 }],
    ['an unknown plate', 'traffic', { ...samples.traffic, plate: '000ZZZ' }],
    ['a taxi with claims in Europe', 'casco', { ...samples.casco, usage: 'taxi', territory: 'europe', claimsLast3Years: 1, deductible: 1_000_00, periodMonths: 7, instalments: 4 }],
    ['a new car with new-value cover', 'casco', { ...samples.casco, plate: '987PRS', newValueCover: true, antiTheft: [] }],
    ['a cheap car under the minimum premium', 'casco', { ...samples.casco, plate: '444NRV', coverLevel: 'mini', marketValue: 2_000_00 }],
    ['a house with a high deductible', 'home', { ...samples.home, dwellingType: 'house', buildingMaterial: 'wood', buildingSum: 123_456_78, movablesSum: 33_333_33, liabilitySum: 77_777_00, deductible: 1_234_00 }],
    ['a small flat without movables or liability', 'home', { ...samples.home, buildingSum: 1_000_00, movablesSum: 0, liabilitySum: 0 }],
    ['a rented-out machine in Europe', 'forestry-machine', { ...samples['forestry-machine'], rentedOut: true, territory: 'europe', antiTheft: [], accessoriesValue: 12_345_67 }],
    ['a big company', 'employer-health', { ...samples['employer-health'], employeeCount: 150, healthPackage: 'premium' }],
  ];

  async function offersFor(form: (typeof cases)[number][1], raw: Record<string, unknown>) {
    const validated = validateQuote(form, raw, today);
    if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
    const value = validated.value as Record<string, unknown>;
    const product = form === 'homeOld' ? 'home' : form;
    const registered = typeof value.plate === 'string' ? (sandboxVehicles.find((candidate) => candidate.plate === value.plate) ?? null) : null;
    const request = { product, input: value, vehicle: registered, today } as InsurerQuoteRequest;
    const results = await quoteAll(insurers, request, 1000);
    return results.flatMap((result) => (result.status === 'offer' ? [{ ...result.answer.offer, insurerId: result.insurerId, product }] : []));
  }

  it.each(cases)('reproduce the premium of every insurer exactly for %s', async (_, form, raw) => {
    const offers = await offersFor(form, raw);
    expect(offers.length).toBeGreaterThan(0);
    for (const { priceFactors, premium } of offers) {
      expect(priceFactors[0]).toEqual({ key: 'base', amount: expect.any(Number) });
      expect(premiumFromFactors(priceFactors)).toBe(premium);
      for (const factor of priceFactors) {
        expect(priceFactorKeys).toContain(factor.key);
        // A step without effect is left out.
        expect(factor.amount ?? factor.basisPoints).toEqual(expect.any(Number));
        expect(factor.amount === 0 || factor.basisPoints === 0).toBe(false);
      }
    }
  });

  it('are checked on an offer of every insurer for every product it sells, and use every key the site translates', async () => {
    const priced = new Set<string>();
    const used = new Set<string>();
    for (const [, form, raw] of cases) {
      for (const offer of await offersFor(form, raw)) {
        priced.add(`${offer.insurerId}:${offer.product}`);
        for (const factor of offer.priceFactors) used.add(factor.key);
      }
    }
    expect([...priced].sort()).toEqual(sandboxTariffs.flatMap((book) => book.products.map((product) => `${book.id}:${product}`)).sort());
    expect([...used].sort()).toEqual([...priceFactorKeys].sort());
  });
});
