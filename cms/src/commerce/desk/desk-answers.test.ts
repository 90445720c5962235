import { readableAnswers } from './desk-answers';

const labels = { machineType: 'Masina tüüp', machineHarvester: 'Harvester', machineValue: 'Masina väärtus', rentedOut: 'Masinat antakse rendile', antiTheft: 'Vargusvastased seadmed', antiTheftTracker: 'Jälgimisseade', personalCode: 'Kindlustusvõtja isiku- või registrikood', carDetails: 'Sõiduki andmed' };

describe('the customer’s answers for the broker desk', () => {
  it('are written with the form’s labels and choices, money in euros, yes and no in words', () => {
    const text = readableAnswers({ machineType: 'harvester', machineValue: 420_000_00, rentedOut: false, antiTheft: ['tracker'], policyholderCode: '10539549', note: '', serialNumber: 'S-1' }, null, labels);
    expect(text.split('\n')).toEqual([
      'Masina tüüp: Harvester', expect.stringMatching(/^Masina väärtus: 420\s000,00\s€$/), 'Masinat antakse rendile: ei', 'Vargusvastased seadmed: Jälgimisseade',
      'Kindlustusvõtja isiku- või registrikood: 10539549', 'serialNumber: S-1',
    ]);
  });

  it('add the vehicle the register gave', () => {
    expect(readableAnswers({}, { plate: '123ABC', make: 'Toyota', model: 'RAV4', year: 2020, powerKw: 131 }, labels)).toBe('Sõiduki andmed: 123ABC Toyota RAV4 2020 131 kW');
  });
});
