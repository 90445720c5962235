import { z } from 'zod';
import { emailAddress } from './email-address';
import { isPlate, normalizePlate } from './licence-plate';
import { isPersonalCode, isRegistryCode } from './personal-code';
import { startDateProblem } from './start-date';
import { quoteNumberBounds as bounds, startDateLimits, type NumberBounds } from './quote-bounds';
import type { ProductKey } from './quote-forms';

/**
 * Quote inputs of the five products, as zod schemas shared by the browser form and the API.
 * Every error message is a code the site translates (UI texts, namespace `forms`).
 */

const required = { error: 'required' } as const;
const text = (max: number) => z.string(required).trim().min(1, required).max(max, { error: 'tooLong' });
/** A whole number in a range; money fields are whole cents (100_00 = 100 EUR). */
const integer = (min: number, max: number) =>
  z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' }).min(min, { error: 'numberTooSmall' }).max(max, { error: 'numberTooLarge' });
const bounded = ({ min, max }: NumberBounds) => integer(min, max);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidChoice') });

const personOrCompanyCode = z
  .string(required)
  .trim()
  .min(1, required)
  .refine((code) => isPersonalCode(code) || isRegistryCode(code), { error: 'invalidPersonalCode' });
const optionalPersonOrCompanyCode = z
  .string()
  .trim()
  .optional()
  .refine((code) => !code || isPersonalCode(code) || isRegistryCode(code), { error: 'invalidPersonalCode' });
const plate = z
  .string(required)
  .trim()
  .min(1, required)
  .refine(isPlate, { error: 'invalidPlate' })
  .transform(normalizePlate);
const email = emailAddress;
const phone = z.string(required).trim().min(1, required).pipe(z.string().regex(/^\+?[0-9 ]{7,16}$/, { error: 'invalidPhone' }));
const antiTheft = z.array(choice(['immobiliser', 'alarm', 'tracker', 'guardedArea'] as const)).max(4).default([]);
const territory = choice(['estonia', 'baltics', 'europe'] as const);

function startDate(product: ProductKey, today: string) {
  return z
    .string(required)
    .superRefine((date, ctx) => {
      const problem = startDateProblem(date, today, startDateLimits[product]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { days: startDateLimits[product] } });
    });
}

const contact = { email, phone };
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A motor liability price needs only the plate and a code: contact details come at purchase. */
const optionalContact = { email: z.preprocess(blankAsAbsent, email.optional()), phone: z.preprocess(blankAsAbsent, phone.optional()) };

/** What the customer types about the vehicle when the traffic register does not answer: all five, or none. */
export const typedVehicleFields = ['vehicleCategory', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'vehiclePowerKw'] as const;
/** The kinds of road vehicle a customer can name (machines are insured as forestry machines). */
export const typedVehicleCategories = ['car', 'van', 'motorcycle'] as const;
const typedVehicle = (today: string) => ({
  vehicleCategory: z.preprocess(blankAsAbsent, choice(typedVehicleCategories).optional()),
  vehicleMake: z.preprocess(blankAsAbsent, text(40).optional()),
  vehicleModel: z.preprocess(blankAsAbsent, text(60).optional()),
  vehicleYear: integer(1950, Number(today.slice(0, 4)) + 1).optional(),
  vehiclePowerKw: integer(1, 1_000).optional(),
});
function allTypedOrNone(value: Partial<Record<(typeof typedVehicleFields)[number], unknown>>, ctx: z.RefinementCtx) {
  const given = typedVehicleFields.filter((field) => value[field] !== undefined);
  if (!given.length) return;
  for (const field of typedVehicleFields) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
  }
}

let cached: { today: string; schemas: ReturnType<typeof buildQuoteSchemas> } | undefined;

/** The schemas for quotes made on `today` (YYYY-MM-DD, Tallinn); built once a day, not per request. */
export function quoteSchemas(today: string) {
  if (cached?.today !== today) cached = { today, schemas: buildQuoteSchemas(today) };
  return cached.schemas;
}

function buildQuoteSchemas(today: string) {
  const traffic = z.object({
    plate,
    policyholderCode: personOrCompanyCode,
    ownerCode: optionalPersonOrCompanyCode,
    userCode: optionalPersonOrCompanyCode,
    startDate: startDate('traffic', today),
    periodMonths: bounded(bounds.periodMonths),
    instalments: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(12)], { error: 'invalidNumber' }),
    greenCard: z.boolean().default(false),
    ...typedVehicle(today),
    ...optionalContact,
  }).superRefine(allTypedOrNone);

  const casco = z.object({
    plate,
    policyholderCode: personOrCompanyCode,
    ownerCode: optionalPersonOrCompanyCode,
    userCode: optionalPersonOrCompanyCode,
    startDate: startDate('casco', today),
    periodMonths: bounded(bounds.periodMonths),
    instalments: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(12)], { error: 'invalidNumber' }),
    coverLevel: choice(['full', 'partial', 'mini'] as const),
    /** Market value or sum insured in cents; empty lets the insurer value the car. */
    marketValue: integer(100_00, 500_000_00).optional(),
    deductible: integer(50_00, 5_000_00),
    glassDeductiblePercent: z.union([z.literal(0), z.literal(10)], { error: 'invalidNumber' }),
    accessoriesValue: integer(0, 100_000_00).default(0),
    antiTheft,
    usage: choice(['normal', 'taxi', 'rental', 'security', 'emergency', 'training'] as const),
    territory,
    replacementCar: z.boolean().default(false),
    newValueCover: z.boolean().default(false),
    claimsLast3Years: bounded(bounds.claimsLast3Years),
    ...typedVehicle(today),
    ...contact,
  }).superRefine(allTypedOrNone);

  const home = z.object({
    address: text(200).pipe(z.string().min(5, { error: 'tooShort' })),
    dwellingType: choice(['flat', 'house', 'rowHouse', 'summerHouse'] as const),
    buildingMaterial: choice(['stone', 'wood', 'mixed'] as const),
    area: bounded(bounds.area),
    constructionYear: integer(1700, Number(today.slice(0, 4))),
    /** Reinstatement value; for a flat only the interior finish. */
    buildingSum: integer(1_000_00, 5_000_000_00),
    movablesSum: integer(0, 1_000_000_00).default(15_000_00),
    liabilitySum: integer(0, 1_000_000_00).default(15_000_00),
    deductible: integer(0, 5_000_00).default(190_00),
    startDate: startDate('home', today),
    policyholderCode: personOrCompanyCode,
    ...contact,
  });

  /** The old home insurance form asked less; its answers become a current home quote input. */
  const homeOld = z
    .object({
      address: text(200).pipe(z.string().min(5, { error: 'tooShort' })),
      dwellingType: choice(['flat', 'house', 'rowHouse', 'summerHouse'] as const),
      area: bounded(bounds.area),
      buildingSum: integer(1_000_00, 5_000_000_00),
      movablesSum: integer(0, 1_000_000_00).default(15_000_00),
      startDate: startDate('home', today),
      policyholderCode: personOrCompanyCode,
      ...contact,
    })
    .transform((old) => ({
      ...old,
      buildingMaterial: 'mixed' as const,
      constructionYear: 1990,
      liabilitySum: 15_000_00,
      deductible: 190_00,
    }));

  const forestryMachine = z.object({
    machineType: choice(['harvester', 'forwarder', 'tractor', 'excavator', 'other'] as const),
    makeModel: text(120),
    year: integer(1950, Number(today.slice(0, 4)) + 1),
    serialNumber: text(60),
    valueBasis: choice(['replacement', 'market', 'residual'] as const),
    machineValue: integer(1_000_00, 3_000_000_00),
    accessoriesValue: integer(0, 1_000_000_00).default(0),
    workHoursPerYear: bounded(bounds.workHoursPerYear),
    rentedOut: z.boolean().default(false),
    territory,
    antiTheft,
    deductible: integer(0, 50_000_00),
    downtimeAllowancePerDay: integer(0, 5_000_00).default(0),
    startDate: startDate('forestry-machine', today),
    policyholderCode: personOrCompanyCode,
    ...contact,
  });

  const employerHealth = z.object({
    companyCode: z.string(required).trim().refine(isRegistryCode, { error: 'invalidRegistryCode' }),
    companyName: text(160),
    contactName: text(120),
    employeeCount: bounded(bounds.employeeCount),
    healthPackage: choice(['basic', 'standard', 'premium'] as const),
    startDate: startDate('employer-health', today),
    ...contact,
  });

  return { traffic, casco, home, homeOld, 'forestry-machine': forestryMachine, 'employer-health': employerHealth } as const;
}

export type QuoteSchemas = ReturnType<typeof buildQuoteSchemas>;
export type QuoteInput<K extends keyof QuoteSchemas> = z.output<QuoteSchemas[K]>;

/** Every code a field error can carry: each has a text in the CMS (UI texts, namespace `forms`). */
export const fieldErrorCodes = [
  'required', 'invalidChoice', 'invalidNumber', 'numberTooSmall', 'numberTooLarge', 'tooLong', 'tooShort',
  'invalidEmail', 'invalidPhone', 'invalidPersonalCode', 'invalidRegistryCode', 'invalidPlate',
  'invalidDate', 'dateInPast', 'dateTooFar', 'invalidUrl', 'consentRequired', 'fileRequired', 'fileEmpty',
  'fileTooLarge', 'fileType',
] as const;

export interface FieldError {
  /** Dotted path of the field, e.g. `startDate` or `antiTheft.1`. */
  field: string;
  /** A code the site translates: required, invalidPlate, dateTooFar… */
  code: string;
  params?: Record<string, unknown>;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates a quote input; errors come as field + code, never as thrown exceptions. */
export function validateQuote<K extends keyof QuoteSchemas>(kind: K, input: unknown, today: string): Validated<QuoteInput<K>> {
  return validated<unknown>(quoteSchemas(today)[kind].safeParse(input) as z.ZodSafeParseResult<unknown>) as Validated<QuoteInput<K>>;
}

/** A zod result as field errors with codes. */
export function validated<T>(result: z.ZodSafeParseResult<T>): Validated<T> {
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      code: issue.message,
      ...('params' in issue && issue.params ? { params: issue.params as Record<string, unknown> } : {}),
    })),
  };
}
