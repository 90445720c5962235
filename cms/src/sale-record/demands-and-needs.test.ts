import { demandsAndNeeds, insurersAnswered, type NeedsLine } from './demands-and-needs';
import { seededTermWords } from '../terms/seeded-term-words.test.helpers';

const line: NeedsLine = {
  product: 'casco',
  insuredObject: '123ABC · Toyota RAV4',
  insurerName: 'Põhjala Kindlustus',
  covers: ['collision', 'theft'],
  extras: [{ key: 'replacementCar', days: 7 }, { key: 'roadsideAssistance' }],
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  insurers: { offered: ['Läänemere Kindlustus', 'Põhjala Kindlustus', 'Emajõe Kindlustus'], declined: [], awaiting: [] },
  sort: 'price',
};

describe('demandsAndNeeds', () => {
  it('states the object, cover, extras, period and the basis of the comparison in Estonian', () => {
    const text = demandsAndNeeds(line, 'et', seededTermWords('et'));
    expect(text).toContain('Soovite kindlustada: 123ABC · Toyota RAV4 – Kaskokindlustus.');
    expect(text).toContain('Kindlustusperiood: 01.12.2026 – 30.11.2027.');
    expect(text).toContain('Võrdlesime 3 kindlustusandja pakkumisi (Läänemere Kindlustus, Põhjala Kindlustus, Emajõe Kindlustus), järjestatuna hinna järgi; valisite Põhjala Kindlustus pakkumise.');
    expect(text).toMatch(/Lisad: .+ \(7 päeva\), .+\./);
    expect(text).not.toContain('collision');
  });

  it('names the sort order used and says when nothing extra was chosen, in Russian and English', () => {
    const plain = { ...line, extras: [], sort: 'deductible' as const, insurers: { offered: ['Emajõe Kindlustus'], declined: [], awaiting: [] } };
    expect(demandsAndNeeds(plain, 'ru', seededTermWords('ru'))).toContain('Дополнения не выбраны.');
    expect(demandsAndNeeds(plain, 'ru', seededTermWords('ru'))).toContain('Мы сравнили предложения 1 страховщика (Emajõe Kindlustus), упорядоченные по собственной ответственности');
    expect(demandsAndNeeds(plain, 'en', seededTermWords('en'))).toContain('No extras chosen.');
    expect(demandsAndNeeds(plain, 'en', seededTermWords('en'))).toContain('We compared the offers of 1 insurer (Emajõe Kindlustus), sorted by deductible; you chose the offer of Põhjala Kindlustus.');
    expect(demandsAndNeeds(line, 'en', seededTermWords('en'))).toContain('sorted by price');
  });

  it('leaves out the object when the quote names none', () => {
    expect(demandsAndNeeds({ ...line, product: 'employer-health', insuredObject: '' }, 'en', seededTermWords('en'))).toMatch(/^You wish to insure: Employer health insurance\./);
  });

  it('counts as compared only the offers the customer saw, and names who declined and who is still to answer', () => {
    // A quote's lines as stored: the desk's Saarte still waits, Emajõe declined, Läänemere did not answer in time, and a repeat already with the desk.
    const insurers = insurersAnswered([
      { insurerName: 'Põhjala Kindlustus', outcome: 'offer' },
      { insurerName: 'Saarte Kindlustus AS', outcome: 'pending' },
      { insurerName: 'Emajõe Kindlustus', outcome: 'declined', reason: 'machineTooOld' },
      { insurerName: 'Läänemere Kindlustus', outcome: 'unavailable', reason: 'timeout' },
      { insurerName: 'Kesk Kindlustus', outcome: 'unavailable', reason: 'deskAlreadyAsked' },
    ]);
    expect(insurers).toEqual({ offered: ['Põhjala Kindlustus'], declined: ['Emajõe Kindlustus', 'Läänemere Kindlustus'], awaiting: ['Saarte Kindlustus AS', 'Kesk Kindlustus'] });
    const seen = { ...line, insurers };
    expect(demandsAndNeeds(seen, 'et', seededTermWords('et'))).toContain('Võrdlesime 1 kindlustusandja pakkumisi (Põhjala Kindlustus), järjestatuna hinna järgi; valisite Põhjala Kindlustus pakkumise. Pakkumist ei teinud: Emajõe Kindlustus, Läänemere Kindlustus. Vastust ootame veel: Saarte Kindlustus AS, Kesk Kindlustus.');
    expect(demandsAndNeeds(seen, 'ru', seededTermWords('ru'))).toContain('Мы сравнили предложения 1 страховщика (Põhjala Kindlustus), упорядоченные по цене; вы выбрали предложение Põhjala Kindlustus. Не сделали предложения: Emajõe Kindlustus, Läänemere Kindlustus. Ещё не ответили: Saarte Kindlustus AS, Kesk Kindlustus.');
    expect(demandsAndNeeds(seen, 'en', seededTermWords('en'))).toMatch(/We compared the offers of 1 insurer \(Põhjala Kindlustus\), sorted by price; you chose the offer of Põhjala Kindlustus\. No offer from: Emajõe Kindlustus, Läänemere Kindlustus\. Still to answer: Saarte Kindlustus AS, Kesk Kindlustus\.$/);
    // With every insurer offering, neither sentence is there.
    expect(demandsAndNeeds(line, 'en', seededTermWords('en'))).not.toMatch(/No offer from|Still to answer/);
  });
});
