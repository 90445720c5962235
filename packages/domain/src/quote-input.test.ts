import { fieldErrorCodes, validateQuote } from './quote-input';
import { sampleQuoteInputs } from './sample-quote-inputs';

const today = '2026-11-21';
const valid = sampleQuoteInputs(today);

describe('quote inputs', () => {
  it.each(Object.keys(valid) as Array<keyof typeof valid>)('accept a complete %s input', (kind) => {
    const result = validateQuote(kind, valid[kind], today);
    expect(result).toMatchObject({ ok: true });
  });

  it('normalises the plate and fills defaults', () => {
    const traffic = validateQuote('traffic', valid.traffic, today);
    expect(traffic.ok && traffic.value.plate).toBe('123ABC');
    expect(traffic.ok && traffic.value.greenCard).toBe(true);
    const home = validateQuote('home', valid.home, today);
    expect(home.ok && home.value).toMatchObject({ movablesSum: 15_000_00, liabilitySum: 15_000_00, deductible: 190_00 });
  });

  it('turns the old home form into a current home input', () => {
    const old = validateQuote('homeOld', valid.homeOld, today);
    expect(old.ok && old.value).toMatchObject({ buildingMaterial: 'mixed', liabilitySum: 15_000_00, deductible: 190_00, movablesSum: 15_000_00 });
  });

  it('answers each mistake with its field and code', () => {
    const result = validateQuote('traffic', {
      ...valid.traffic, plate: 'ABCDEF', policyholderCode: '30303039915', startDate: '2026-12-22', periodMonths: 13, instalments: 3, email: 'mari@', phone: 'x',
    }, today);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual(expect.arrayContaining([
      { field: 'plate', code: 'invalidPlate' },
      { field: 'policyholderCode', code: 'invalidPersonalCode' },
      { field: 'startDate', code: 'dateTooFar', params: { days: 30 } },
      { field: 'periodMonths', code: 'numberTooLarge' },
      { field: 'instalments', code: 'invalidNumber' },
      { field: 'email', code: 'invalidEmail' },
      { field: 'phone', code: 'invalidPhone' },
    ]));
  });

  it('prices motor liability from the plate and a code alone: contact details are checked only when given', () => {
    const { email: _email, phone: _phone, ...twoInputs } = valid.traffic;
    expect(validateQuote('traffic', { ...twoInputs, email: ' ', phone: '' }, today).ok).toBe(true);
    const wrong = validateQuote('traffic', { ...twoInputs, email: 'mari@' }, today);
    expect(wrong.ok ? [] : wrong.errors.map((error) => `${error.field}:${error.code}`)).toEqual(['email:invalidEmail']);
  });

  it('reports missing fields as required and other products by their own rules', () => {
    const empty = validateQuote('casco', {}, today);
    expect(empty.ok ? [] : empty.errors.map((error) => `${error.field}:${error.code}`)).toEqual(
      expect.arrayContaining(['plate:required', 'coverLevel:required', 'deductible:invalidNumber', 'email:required', 'phone:required']),
    );
    const blank = validateQuote('casco', { ...valid.casco, email: ' ', phone: ' ' }, today);
    expect(blank.ok ? [] : blank.errors.map((error) => `${error.field}:${error.code}`)).toEqual(['email:required', 'phone:required']);
    const health = validateQuote('employer-health', { ...valid['employer-health'], companyCode: '30303039914', employeeCount: 0, startDate: '2026-11-20' }, today);
    expect(health.ok ? [] : health.errors.map((error) => `${error.field}:${error.code}`)).toEqual(
      expect.arrayContaining(['companyCode:invalidRegistryCode', 'employeeCount:numberTooSmall', 'startDate:dateInPast']),
    );
    const machine = validateQuote('forestry-machine', { ...valid['forestry-machine'], deductible: 12.5, antiTheft: ['dog'] }, today);
    expect(machine.ok ? [] : machine.errors.map((error) => `${error.field}:${error.code}`)).toEqual(
      expect.arrayContaining(['deductible:invalidNumber', 'antiTheft.0:invalidChoice']),
    );
  });
});

describe('field error codes', () => {
  it('are all from the list the CMS has texts for', () => {
    const inputs: Array<[Parameters<typeof validateQuote>[0], unknown]> = [
      ['traffic', {}],
      ['traffic', { ...valid.traffic, plate: '??', startDate: '2026-02-30', email: 'x'.repeat(260) + '@example.ee' }],
      ['casco', { ...valid.casco, deductible: 1, marketValue: 10 ** 12, usage: 'racing' }],
      ['home', { ...valid.home, address: 'Tar', area: 'big' }],
      ['homeOld', {}],
      ['forestry-machine', { ...valid['forestry-machine'], machineType: '', year: 1900 }],
      ['employer-health', { companyCode: '123' }],
    ];
    const codes = new Set(inputs.flatMap(([kind, input]) => {
      const result = validateQuote(kind, input, today);
      return result.ok ? [] : result.errors.map((error) => error.code);
    }));
    expect(codes.size).toBeGreaterThan(8);
    for (const code of codes) expect(fieldErrorCodes).toContain(code);
  });
});
