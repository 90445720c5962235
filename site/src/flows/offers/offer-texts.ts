/**
 * The UI text of each code an offer carries (cover rows, deductibles, limits, territory, usage, extras,
 * reasons, price factors). Written out key by key so the texts test finds every one in the CMS; the insurance
 * terms (covers, deductibles, extras, territories) come from the one table the policy papers read too.
 */
import { coverTextKeys, deductibleTextKeys, extraTextKeys, territoryTextKeys } from '@kindlustus/domain/term-keys';

type TextKey = `quote:${string}`;
type Texts = Record<string, TextKey>;

export const coverTexts: Texts = coverTextKeys;

export const deductibleTexts: Texts = deductibleTextKeys;

export const limitTexts: Texts = {
  propertyDamage: 'quote:coverPropertyDamage',
  personalInjury: 'quote:coverPersonalInjury',
  sumInsured: 'quote:limitSumInsured',
  building: 'quote:coverBuilding',
  movables: 'quote:coverMovables',
  liability: 'quote:coverLiability',
  machineValue: 'quote:machineValue',
  perEmployeeQuarter: 'quote:limitPerEmployeeQuarter',
};

export const territoryTexts: Texts = territoryTextKeys;

export const usageTexts: Texts = {
  normal: 'quote:usageNormal',
  taxi: 'quote:usageTaxi',
  rental: 'quote:usageRental',
  security: 'quote:usageSecurity',
  emergency: 'quote:usageEmergency',
  training: 'quote:usageTraining',
  flat: 'quote:dwellingFlat',
  house: 'quote:dwellingHouse',
  rowHouse: 'quote:dwellingRowHouse',
  summerHouse: 'quote:dwellingSummerHouse',
  rentedOut: 'quote:rentedOut',
  ownUse: 'quote:usageOwnUse',
};

export const extraTexts: Texts = extraTextKeys;

/** Why an insurer made no offer. */
export const reasonTexts: Texts = {
  vehicleTooOld: 'quote:reasonVehicleTooOld',
  usageNotCovered: 'quote:reasonUsageNotCovered',
  registrationSuspended: 'quote:reasonRegistrationSuspended',
  machineRentedOut: 'quote:reasonMachineRentedOut',
  machineTooOld: 'quote:reasonMachineTooOld',
  tooManyClaims: 'quote:reasonTooManyClaims',
  sumTooHigh: 'quote:reasonSumTooHigh',
  tooFewEmployees: 'quote:reasonTooFewEmployees',
  dwellingNotCovered: 'quote:reasonDwellingNotCovered',
  vehicleCategoryNotCovered: 'quote:reasonVehicleCategoryNotCovered',
  timeout: 'quote:reasonTimeout',
  error: 'quote:reasonError',
  deskAlreadyAsked: 'quote:reasonDeskAlreadyAsked',
};

/** The text key of a code, or null when the CMS has none (the code itself is shown then). */
export function textKeyOf(texts: Texts, code: string | null | undefined): TextKey | null {
  return code && Object.prototype.hasOwnProperty.call(texts, code) ? texts[code]! : null;
}

/** The steps of a tariff ("why this price"); the sandbox insurers' keys, see priceFactorKeys in the CMS. */
export const factorTexts: Texts = {
  base: 'quote:factorBase',
  movables: 'quote:factorMovables',
  liability: 'quote:factorLiability',
  enginePower: 'quote:factorEnginePower',
  usage: 'quote:factorUsage',
  territory: 'quote:factorTerritory',
  claims: 'quote:factorClaims',
  deductible: 'quote:factorDeductible',
  antiTheft: 'quote:factorAntiTheft',
  newValueCover: 'quote:factorNewValueCover',
  dwellingType: 'quote:factorDwellingType',
  highWorkHours: 'quote:factorHighWorkHours',
  rentedOut: 'quote:factorRentedOut',
  tracker: 'quote:factorTracker',
  downtimeAllowance: 'quote:factorDowntimeAllowance',
  groupDiscount: 'quote:factorGroupDiscount',
  shortPeriod: 'quote:factorShortPeriod',
  period: 'quote:factorPeriod',
  registrationSuspended: 'quote:factorRegistrationSuspended',
  instalments: 'quote:factorInstalments',
  minimumPremium: 'quote:factorMinimumPremium',
};
