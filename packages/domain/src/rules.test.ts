import { employeeQuarterCost, employerYearCost } from './health-tax';
import { languageTags } from './language-tags';
import { cents, formatEuros, percentOf, splitIntoInstalments } from './money';
import { isOfferValid, offerDeadline } from './offer-validity';
import { isIsoDate, startDateProblem } from './start-date';

describe('money in cents', () => {
  it('converts euros without floating-point drift', () => {
    expect(cents(0.1 + 0.2)).toBe(30);
    expect(cents(412.5)).toBe(41250);
  });

  it('splits instalments that add up exactly', () => {
    expect(splitIntoInstalments(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitIntoInstalments(41250, 12).reduce((a, b) => a + b)).toBe(41250);
    expect(() => splitIntoInstalments(100, 0)).toThrow();
  });

  it('takes percentages in basis points, rounding half away from zero', () => {
    expect(percentOf(12345, 2200)).toBe(2716);
    expect(percentOf(5, 5000)).toBe(3);
    expect(percentOf(-5, 5000)).toBe(-3);
  });

  it('writes euros for each language', () => {
    expect(formatEuros(123450, 'en')).toBe('€1,234.50');
    expect(formatEuros(1234500, 'et').replace(/\s/g, ' ')).toBe('12 345,00 €');
    expect(formatEuros(123450, 'et').replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatEuros(123450, 'ru').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(-1200, 'en')).toBe('-€12.00');
  });

  it('writes euros exactly as Intl does for et-EE, ru-EE and en-IE, across sizes and signs', () => {
    const currency = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    const intl = { et: currency(languageTags.et), ru: currency(languageTags.ru), en: currency(languageTags.en) };
    const amounts = [0, 1, 5, 10, 99, 100, 999, 1000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 100_000_000, 123_456_789_012];
    for (let seed = 7; amounts.length < 400; seed = (seed * 48_271) % 2_147_483_647) amounts.push(seed % 10 ** (1 + (seed % 11)));
    for (const language of ['et', 'ru', 'en'] as const) {
      for (const amount of amounts) {
        expect(formatEuros(amount, language)).toBe(intl[language].format(amount / 100));
        if (amount > 0) expect(formatEuros(-amount, language)).toBe(intl[language].format(-amount / 100));
      }
    }
  });
});

describe('start dates', () => {
  it('accepts today up to the limit, refuses the past, beyond and non-dates', () => {
    expect(startDateProblem('2026-11-21', '2026-11-21', 30)).toBeNull();
    expect(startDateProblem('2026-12-21', '2026-11-21', 30)).toBeNull();
    expect(startDateProblem('2026-12-22', '2026-11-21', 30)).toBe('dateTooFar');
    expect(startDateProblem('2026-11-20', '2026-11-21', 30)).toBe('dateInPast');
    expect(startDateProblem('2026-02-30', '2026-01-21', 60)).toBe('invalidDate');
    expect(startDateProblem('21.11.2026', '2026-11-21', 30)).toBe('invalidDate');
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('offer validity', () => {
  it('is valid until its deadline and not at it', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const deadline = offerDeadline(now, 72);
    expect(deadline.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(isOfferValid(deadline, new Date('2026-11-24T09:59:59Z'))).toBe(true);
    expect(isOfferValid(deadline, deadline)).toBe(false);
    expect(isOfferValid('not a date', now)).toBe(false);
  });
});

describe('employer health insurance tax rule', () => {
  it('keeps up to 100 EUR per employee per quarter tax-free', () => {
    expect(employeeQuarterCost(80_00)).toEqual({ premium: 80_00, taxFree: 80_00, taxable: 0 });
    expect(employeeQuarterCost(100_00)).toEqual({ premium: 100_00, taxFree: 100_00, taxable: 0 });
    expect(employeeQuarterCost(135_50)).toEqual({ premium: 135_50, taxFree: 100_00, taxable: 35_50 });
    expect(() => employeeQuarterCost(-1)).toThrow();
  });

  it('adds up a company year', () => {
    expect(employerYearCost(120_00, 10)).toMatchObject({ premiumPerYear: 4_800_00, taxFreePerYear: 4_000_00, taxablePerYear: 800_00 });
  });
});
