import { coversOverlap, insuredObjectKey, type CoverClaim } from './insured-cover';

describe('insured object key', () => {
  it('is the same for one object however it was typed', () => {
    expect(insuredObjectKey({ plate: '123 abc' })).toBe(insuredObjectKey({ plate: '123ABC' }));
    expect(insuredObjectKey({ address: 'Riia 15-3,  Tartu' })).toBe(insuredObjectKey({ address: 'riia 15 3 tartu' }));
    expect(insuredObjectKey({ serialNumber: 'ps-2019-00731', makeModel: 'Ponsse' })).toBe(insuredObjectKey({ serialNumber: 'PS 2019 00731' }));
    expect(insuredObjectKey({ companyCode: ' 10060701 ' })).toBe('company:10060701');
  });

  it('tells different objects apart and has none for answers without an object', () => {
    expect(insuredObjectKey({ plate: '123ABC' })).not.toBe(insuredObjectKey({ plate: '456DEF' }));
    expect(insuredObjectKey({ address: 'Riia 15-3, Tartu' })).not.toBe(insuredObjectKey({ address: 'Riia 15-4, Tartu' }));
    expect(insuredObjectKey({ email: 'a@b.ee' })).toBeNull();
  });
});

describe('overlapping cover', () => {
  const car: CoverClaim = { product: 'traffic', objectKey: 'plate:123ABC', startDate: '2026-12-01', endDate: '2027-11-30' };

  it('overlaps on a shared day of the same product and object', () => {
    expect(coversOverlap(car, { ...car, startDate: '2027-11-30', endDate: '2028-11-29' })).toBe(true);
    expect(coversOverlap(car, { ...car, startDate: '2026-01-01', endDate: '2026-12-01' })).toBe(true);
  });

  it('does not overlap on following periods, another product or another object', () => {
    expect(coversOverlap(car, { ...car, startDate: '2027-12-01', endDate: '2028-11-30' })).toBe(false);
    expect(coversOverlap(car, { ...car, product: 'casco' })).toBe(false);
    expect(coversOverlap(car, { ...car, objectKey: 'plate:456DEF' })).toBe(false);
  });
});
