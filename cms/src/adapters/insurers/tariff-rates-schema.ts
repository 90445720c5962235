/**
 * What an editor may save as a tariff book's rates in the CMS: the numbers of `TariffRates`, checked
 * before the book is stored, so that a typo or a missing rate is refused with the field named instead of
 * pricing wrong. Rates and loadings are basis points (1 % = 100), amounts cents, all whole numbers.
 */
import { z } from 'zod';
import type { TariffRates } from './tariff-book';

/** A rate or loading: up to 200 % (a broken book must not make absurd prices). */
const basisPoints = z.number().int().min(0).max(20_000);
/** A discount: at most half the price, so no book can make a policy free. */
const discount = z.number().int().min(0).max(5_000);
/** Up to 10 million euros. */
const cents = z.number().int().min(0).max(10_000_000_00);
const whole = (max: number) => z.number().int().min(0).max(max);
const territories = z.strictObject({ estonia: basisPoints, baltics: basisPoints, europe: basisPoints });
const packages = (value: z.ZodNumber) => z.strictObject({ basic: value, standard: value, premium: value });

const vehicleCategories = z.enum(['car', 'van', 'motorcycle', 'tractor', 'harvester', 'forwarder']);
/** Payment schedules the site offers: once, or in 2, 4 or 12 instalments (as the quote form). */
const instalmentCount = z.string().regex(/^(1|2|4|12)$/, 'must be 1, 2, 4 or 12 instalments');

export const tariffRatesSchema = z.strictObject({
  validForHours: z.number().int().min(1).max(24 * 90),
  instalmentLoading: z.record(instalmentCount, basisPoints).refine((loading) => loading['1'] !== undefined, {
    message: 'needs the loading of a single payment ("1")',
  }),
  services: z.strictObject({ claimsHelp: cents.optional(), roadsideAssistance: cents.optional() }),
  traffic: z.strictObject({
    yearlyBase: z.partialRecord(vehicleCategories, cents),
    powerLoadingAboveKw: whole(2_000),
    powerLoading: basisPoints,
    greenCard: cents,
    suspendedMaxMonths: whole(12),
  }),
  casco: z.strictObject({
    rate: z.strictObject({ full: basisPoints, partial: basisPoints, mini: basisPoints }),
    maxAgeYears: z.partialRecord(vehicleCategories, whole(100)),
    usageLoading: z.partialRecord(z.enum(['normal', 'taxi', 'rental', 'security', 'emergency', 'training']), basisPoints),
    territoryLoading: territories,
    claimLoading: basisPoints,
    maxClaims: whole(100),
    deductibleDiscountPer100: discount,
    minDeductible: cents,
    antiTheftDiscount: discount,
    replacementCarPerDay: cents,
    replacementCarMaxDays: whole(365),
    newValueCoverLoading: basisPoints,
    minimumPremium: cents,
  }),
  home: z.strictObject({
    buildingRate: z.strictObject({ stone: basisPoints, wood: basisPoints, mixed: basisPoints }),
    movablesRate: basisPoints,
    liabilityYearly: cents,
    dwellingLoading: z.partialRecord(z.enum(['flat', 'house', 'rowHouse', 'summerHouse']), basisPoints),
    deductibleDiscountPer100: discount,
    minimumPremium: cents,
    maxBuildingSum: cents,
  }),
  forestryMachine: z
    .strictObject({
      rate: z.strictObject({ harvester: basisPoints, forwarder: basisPoints, tractor: basisPoints, excavator: basisPoints, other: basisPoints }),
      highHoursAbove: whole(10_000),
      highHoursLoading: basisPoints,
      rentedOutLoading: z.union([basisPoints, z.literal('decline')]),
      maxAgeYears: whole(100),
      trackerDiscount: discount,
      deductibleDiscountPer1000: discount,
      downtimeRate: basisPoints,
      territoryLoading: territories,
      minimumPremium: cents,
    })
    .optional(),
  employerHealth: z.strictObject({
    perEmployeeQuarter: packages(cents),
    groupDiscounts: z.array(z.strictObject({ from: whole(1_000_000), discount })).max(20),
    minEmployees: whole(1_000_000),
    outpatientLimit: packages(cents),
  }),
});

// The schema and the engine's type must describe the same book: this line stops the build when they part.
const sameShape = (rates: z.infer<typeof tariffRatesSchema>): TariffRates => rates;

export type TariffRatesCheck = { ok: true; rates: TariffRates } | { ok: false; field: string; message: string };

/** The rates, or the first wrong field by its dotted path (e.g. `casco.rate.full`) and what is wrong with it. */
export function checkTariffRates(value: unknown): TariffRatesCheck {
  const result = tariffRatesSchema.safeParse(value);
  if (result.success) return { ok: true, rates: sameShape(result.data) };
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || '(the whole book)';
  const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [field === '(the whole book)' ? '' : field, key].filter(Boolean).join('.')) : [];
  return unknownKeys.length
    ? { ok: false, field: unknownKeys[0]!, message: 'is not a field of a tariff book' }
    : { ok: false, field, message: issue.message };
}
