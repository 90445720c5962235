import { demandsAndNeeds, type NeedsLine } from './demands-and-needs';

const line: NeedsLine = {
  product: 'casco',
  insuredObject: '123ABC · Toyota RAV4',
  insurerName: 'Põhjala Kindlustus',
  covers: ['collision', 'theft'],
  extras: [{ key: 'replacementCar', days: 7 }, { key: 'roadsideAssistance' }],
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  insurersAsked: ['Läänemere Kindlustus', 'Põhjala Kindlustus', 'Emajõe Kindlustus'],
  sort: 'price',
};

describe('demandsAndNeeds', () => {
  it('states the object, cover, extras, period and the basis of the comparison in Estonian', () => {
    const text = demandsAndNeeds(line, 'et');
    expect(text).toContain('Soovite kindlustada: 123ABC · Toyota RAV4 – Kaskokindlustus.');
    expect(text).toContain('Kindlustusperiood: 01.12.2026 – 30.11.2027.');
    expect(text).toContain('Võrdlesime 3 kindlustusandja pakkumisi (Läänemere Kindlustus, Põhjala Kindlustus, Emajõe Kindlustus), järjestatuna hinna järgi; valisite Põhjala Kindlustus pakkumise.');
    expect(text).toMatch(/Lisad: .+ \(7 päeva\), .+\./);
    expect(text).not.toContain('collision');
  });

  it('names the sort order used and says when nothing extra was chosen, in Russian and English', () => {
    const plain = { ...line, extras: [], sort: 'deductible' as const, insurersAsked: ['Emajõe Kindlustus'] };
    expect(demandsAndNeeds(plain, 'ru')).toContain('Дополнения не выбраны.');
    expect(demandsAndNeeds(plain, 'ru')).toContain('Мы сравнили предложения 1 страховщика (Emajõe Kindlustus), упорядоченные по собственной ответственности');
    expect(demandsAndNeeds(plain, 'en')).toContain('No extras chosen.');
    expect(demandsAndNeeds(plain, 'en')).toContain('We compared the offers of 1 insurer (Emajõe Kindlustus), sorted by deductible; you chose the offer of Põhjala Kindlustus.');
    expect(demandsAndNeeds(line, 'en')).toContain('sorted by price');
  });

  it('leaves out the object when the quote names none', () => {
    expect(demandsAndNeeds({ ...line, product: 'employer-health', insuredObject: '' }, 'en')).toMatch(/^You wish to insure: Employee health insurance\./);
  });
});
