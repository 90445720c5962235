import { sampleQuoteInputs, validateQuote } from '@kindlustus/domain';
import { fieldsOf } from './form-fields';
import { centsToEuros, eurosToCents, fromQuoteInput, isShown, toQuoteInput, type RawValues } from './form-values';

const today = '2026-11-22';

describe('quote form values', () => {
  it('reads euros as typed in Estonia into cents, and passes anything else on for the rules to refuse', () => {
    expect(eurosToCents('1 500')).toBe(150_000);
    expect(eurosToCents('1500,5')).toBe(150_050);
    expect(eurosToCents('1500.05')).toBe(150_005);
    expect(eurosToCents('  ')).toBeUndefined();
    expect(eurosToCents('12e3')).toBe('12e3');
    expect(centsToEuros(150_000)).toBe('1500');
    expect(centsToEuros(150_050)).toBe('1500.50');
  });

  it('turns a typed traffic form into an input the shared rules accept, leaving out what the customer hid', () => {
    const typed: RawValues = {
      plate: ' 123 abc ', policyholderCode: '30303039914', startDate: today, periodMonths: '12', instalments: '4', greenCard: true,
      ownerDiffers: false, ownerCode: '40504040001', userDiffers: true, userCode: '', email: '', phone: '',
    };
    const input = toQuoteInput(fieldsOf('traffic'), typed);
    expect(input).toEqual({ plate: '123 abc', policyholderCode: '30303039914', startDate: today, periodMonths: 12, instalments: 4, greenCard: true, userCode: '' });
    expect(validateQuote('traffic', { ...input, userCode: undefined }, today).ok).toBe(true);
  });

  it('keeps wrong values as typed so that the error names them', () => {
    const input = toQuoteInput(fieldsOf('home'), { address: 'Riia 15', area: 'fifty', buildingSum: '20 000', movablesSum: '', liabilitySum: '15000', deductible: '190', startDate: '' });
    expect(input).toMatchObject({ area: 'fifty', buildingSum: 2_000_000, liabilitySum: 1_500_000, deductible: 19_000, startDate: '' });
    const checked = validateQuote('home', input, today);
    expect(checked.ok ? [] : checked.errors.map((error) => `${error.field}:${error.code}`)).toEqual(
      expect.arrayContaining(['area:invalidNumber', 'startDate:invalidDate', 'dwellingType:required']),
    );
  });

  it.each(['traffic', 'casco', 'home', 'homeOld', 'forestry-machine', 'employer-health'] as const)(
    'prefills the %s form from a stored input and reads the same input back',
    (form) => {
      const specs = fieldsOf(form);
      const stored = validateQuote(form, sampleQuoteInputs(today)[form], today);
      if (!stored.ok) throw new Error('the sample input is valid');
      const values = fromQuoteInput(specs, stored.value as Record<string, unknown>);
      const again = validateQuote(form, toQuoteInput(specs, values), today);
      expect(again).toEqual(stored);
    },
  );

  it('shows a revealed field only while its checkbox is ticked', () => {
    const ownerCode = fieldsOf('traffic').find((spec) => spec.name === 'ownerCode')!;
    expect(isShown(ownerCode, { ownerDiffers: false })).toBe(false);
    expect(isShown(ownerCode, { ownerDiffers: true })).toBe(true);
    expect(fromQuoteInput(fieldsOf('traffic'), { ownerCode: '40504040001' }).ownerDiffers).toBe(true);
  });
});
