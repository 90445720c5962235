import { locales } from './locales';
import { localizePath, matchPathFor, parsePath, alternatePaths } from './paths';
import { pageRouteKeys, routeKeys, routeTable, type RouteKey } from './route-table';

const sampleParams: Partial<Record<RouteKey, Record<string, string>>> = {
  careersJob: { slug: 'kindlustusnoustaja' },
  companyConfirm: { token: 'Vb3x9QmR2kLp7TnY4sWd6HfJ' },
  cascoOffer: { id: 'off_7Qm2' },
  cascoConfirm: { id: 'off_7Qm2', price: '41250' },
  trafficOffer: { id: 'off_9Zx1' },
  trafficConfirm: { id: 'off_9Zx1', price: '8900' },
  homeOffer: { id: 'off_3Hm4' },
  homeConfirm: { id: 'off_3Hm4', price: '12900' },
  forestryMachineOffer: { id: 'off_5Fm6' },
  forestryMachineConfirm: { id: 'off_5Fm6', price: '910000' },
  employerHealthOffer: { id: 'off_8Eh9' },
  employerHealthConfirm: { id: 'off_8Eh9', price: '2400000' },
};

describe('route table', () => {
  it('holds the 27 routes of the spec, 6 offer routes of the other products, the broker\'s and privacy pages (issue 31) and a company purchase\'s confirmation (issue 44), each ending in a slash', () => {
    expect(routeKeys).toHaveLength(36);
    expect(routeTable.brokerInfo.kind).toBe('static');
    expect(routeTable.privacy.kind).toBe('static');
    for (const key of routeKeys) expect(routeTable[key].pattern).toMatch(/\/$/);
  });

  it('has unique patterns', () => {
    const patterns = routeKeys.map((key) => routeTable[key].pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('puts the careers section in the careers layout and nothing else', () => {
    const careers = routeKeys.filter((key) => routeTable[key].layout === 'careers');
    expect(careers.sort()).toEqual(
      ['careers', 'careersAbout', 'careersApply', 'careersJob', 'careersPositions'].sort(),
    );
  });

  it('keeps client-only routes out of the index and guards the policies and payment pages', () => {
    for (const key of ['cart', 'cartExtras', 'payment', 'paymentReturn', 'policies', 'login'] as const) {
      expect(routeTable[key].kind).toBe('client');
      expect(routeTable[key].indexable).toBe(false);
    }
    expect(routeTable.policies.guard).toBe('customer');
    expect(routeTable.payment.guard).toBe('customer');
    expect((routeTable.cart as { guard?: string }).guard).toBeUndefined();
  });

  it('has a CMS page for every route but the job page', () => {
    expect(pageRouteKeys).toHaveLength(35);
    expect(pageRouteKeys).not.toContain('careersJob');
  });
});

describe('localizePath', () => {
  it('writes Estonian unprefixed, other languages and the /et/ copy with a prefix', () => {
    expect(localizePath('home', 'et')).toBe('/');
    expect(localizePath('home', 'ru')).toBe('/ru/');
    expect(localizePath('home', 'et', {}, { prefixDefault: true })).toBe('/et/');
    expect(localizePath('cart', 'en')).toBe('/en/ostukorv/');
    expect(localizePath('forestryMachine', 'ru')).toBe('/ru/masinakindlustus-dev/metsatoomasinad/');
  });

  it('fills required and optional parameters', () => {
    expect(localizePath('cascoConfirm', 'en', { id: 'abc' })).toBe('/en/kaskokindlustus-dev/kinnitamine/abc/');
    expect(localizePath('cascoConfirm', 'et', { id: 'abc', price: '12.50' })).toBe(
      '/kaskokindlustus-dev/kinnitamine/abc/12.50/',
    );
    expect(localizePath('careersJob', 'et')).toBe('/karjaar/tookoht/');
    expect(localizePath('careersJob', 'ru', { slug: 'менеджер' })).toBe(
      `/ru/karjaar/tookoht/${encodeURIComponent('менеджер')}/`,
    );
  });

  it('refuses a missing required parameter', () => {
    expect(() => localizePath('trafficOffer', 'et')).toThrow(/needs the parameter "id"/);
  });
});

describe('parsePath', () => {
  it('round-trips every route in every language variant', () => {
    for (const key of routeKeys) {
      const params = sampleParams[key] ?? {};
      for (const locale of locales) {
        for (const prefixDefault of [false, true]) {
          const path = localizePath(key, locale, params, { prefixDefault });
          const parsed = parsePath(path);
          expect(parsed).toEqual({
            key,
            locale,
            prefixed: locale !== 'et' || prefixDefault,
            params,
          });
        }
      }
    }
  });

  it('prefers a literal route over a parameterised one and ignores query and hash', () => {
    expect(parsePath('/kaskokindlustus-dev/pakkumine/')?.key).toBe('cascoOffers');
    expect(parsePath('/en/kaskokindlustus-dev/pakkumine/x1/?utm=1#top')).toMatchObject({
      key: 'cascoOffer',
      params: { id: 'x1' },
    });
  });

  it('accepts a path without its trailing slash and rejects unknown paths', () => {
    expect(parsePath('/ru/ostukorv')?.key).toBe('cart');
    expect(parsePath('/ostukorv/unknown/')).toBeNull();
    expect(parsePath('/de/ostukorv/')).toBeNull();
    expect(parsePath('/kaskokindlustus-dev/kinnitamine/')).toBeNull();
  });
});

describe('matchPathFor and alternatePaths', () => {
  it('gives client-only matchPaths with one language prefix', () => {
    expect(matchPathFor('cascoOffer', 'ru')).toBe('/ru/kaskokindlustus-dev/pakkumine/*');
    expect(matchPathFor('cart', 'et')).toBe('/ostukorv/');
    expect(matchPathFor('cart', 'et', { prefixDefault: true })).toBe('/et/ostukorv/');
  });

  it('links the same job in every language under its own slug', () => {
    expect(
      alternatePaths('careersJob', { et: { slug: 'noustaja' }, ru: { slug: 'konsultant' }, en: { slug: 'advisor' } }),
    ).toEqual({
      et: '/karjaar/tookoht/noustaja/',
      ru: '/ru/karjaar/tookoht/konsultant/',
      en: '/en/karjaar/tookoht/advisor/',
    });
  });
});
