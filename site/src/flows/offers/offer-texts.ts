/**
 * The UI text of each code an offer carries (cover rows, deductibles, limits, territory, usage, extras,
 * reasons, price factors). Written out key by key so the texts test finds every one in the CMS.
 */
type TextKey = `quote:${string}`;
type Texts = Record<string, TextKey>;

export const coverTexts: Texts = {
  propertyDamage: 'quote:coverPropertyDamage',
  personalInjury: 'quote:coverPersonalInjury',
  greenCard: 'quote:coverGreenCard',
  collision: 'quote:coverCollision',
  theft: 'quote:coverTheft',
  fire: 'quote:coverFire',
  naturalEvents: 'quote:coverNaturalEvents',
  glass: 'quote:coverGlass',
  vandalism: 'quote:coverVandalism',
  newValue: 'quote:coverNewValue',
  building: 'quote:coverBuilding',
  movables: 'quote:coverMovables',
  liability: 'quote:coverLiability',
  water: 'quote:coverWater',
  storm: 'quote:coverStorm',
  accident: 'quote:coverAccident',
  accessories: 'quote:coverAccessories',
  downtime: 'quote:coverDowntime',
  outpatient: 'quote:coverOutpatient',
  dental: 'quote:coverDental',
  glasses: 'quote:coverGlasses',
  medicines: 'quote:coverMedicines',
};

export const deductibleTexts: Texts = {
  main: 'quote:deductibleMain',
  glass: 'quote:deductibleGlass',
  theft: 'quote:deductibleTheft',
  coPay: 'quote:deductibleCoPay',
};

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

export const territoryTexts: Texts = {
  estonia: 'quote:territoryEstonia',
  baltics: 'quote:territoryBaltics',
  europe: 'quote:territoryEurope',
};

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

export const extraTexts: Texts = {
  greenCard: 'quote:coverGreenCard',
  roadsideAssistance: 'quote:extraRoadsideAssistance',
  claimsHelp: 'quote:extraClaimsHelp',
  replacementCar: 'quote:replacementCar',
};

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
