import type { QuoteForm } from '@kindlustus/domain';
import { quoteNumberBounds as bounds, startDateLimits } from '@kindlustus/domain/quote-bounds';

/**
 * What each quote form asks, in order, grouped in sections. Texts are UI text keys (the CMS
 * Global → uiTexts), so editors change every label and hint in three languages. Values are read from
 * the form as text and turned into the API's input by form-values.ts.
 */
type TextKey = `${string}:${string}`;
interface FieldBase {
  name: string;
  label: TextKey;
  hint?: TextKey;
  /** Shown only while this checkbox is ticked (e.g. a different owner). */
  shownIf?: string;
  optional?: boolean;
}
export type FieldSpec =
  | (FieldBase & { kind: 'text'; autoComplete?: string; inputMode?: 'text' | 'numeric' | 'email' | 'tel'; type?: 'text' | 'email' | 'tel'; width?: number; uppercase?: boolean })
  | (FieldBase & { kind: 'integer'; min?: number; max?: number; initial?: number; width?: number })
  | (FieldBase & { kind: 'money'; initial?: number })
  | (FieldBase & { kind: 'date'; maxDaysAhead: number })
  | (FieldBase & { kind: 'choice'; options: ChoiceOption[]; numeric?: boolean; initial?: string })
  | (FieldBase & { kind: 'checkbox'; initial?: boolean })
  | (FieldBase & { kind: 'multi'; options: ChoiceOption[] });
export interface ChoiceOption {
  value: string;
  label: TextKey;
}
export interface FormSection {
  legend: TextKey;
  fields: FieldSpec[];
  /** Folded away behind its legend (sensible defaults the customer may change). */
  folded?: boolean;
}

const option = (value: string, label: TextKey): ChoiceOption => ({ value, label });
const instalments: FieldSpec = {
  name: 'instalments', kind: 'choice', label: 'quote:instalments', numeric: true, initial: '1',
  options: [option('1', 'quote:instalmentsOne'), option('2', 'quote:instalmentsTwo'), option('4', 'quote:instalmentsFour'), option('12', 'quote:instalmentsTwelve')],
};
const periodMonths: FieldSpec = { name: 'periodMonths', kind: 'integer', label: 'quote:periodMonths', ...bounds.periodMonths, initial: 12, width: 6 };
/** The form's limit is the schema's (form-bounds.test.ts holds them together). */
const startDate = (maxDaysAhead: number): FieldSpec => ({ name: 'startDate', kind: 'date', label: 'quote:startDate', hint: 'quote:startDateHint', maxDaysAhead });
const plate: FieldSpec = { name: 'plate', kind: 'text', label: 'quote:plate', hint: 'quote:plateHint', autoComplete: 'off', width: 10, uppercase: true };
/** Asked only while the traffic register does not answer (`registerDown` is the form's state, not a checkbox). */
const typedVehicle: FieldSpec[] = [
  {
    name: 'vehicleCategory', kind: 'choice', label: 'quote:vehicleCategory', shownIf: 'registerDown',
    options: [option('car', 'quote:vehicleCategoryCar'), option('van', 'quote:vehicleCategoryVan'), option('motorcycle', 'quote:vehicleCategoryMotorcycle')],
  },
  { name: 'vehicleMake', kind: 'text', label: 'quote:vehicleMake', autoComplete: 'off', width: 20, shownIf: 'registerDown' },
  { name: 'vehicleModel', kind: 'text', label: 'quote:vehicleModel', autoComplete: 'off', width: 20, shownIf: 'registerDown' },
  { name: 'vehicleYear', kind: 'integer', label: 'quote:year', width: 6, shownIf: 'registerDown' },
  { name: 'vehiclePowerKw', kind: 'integer', label: 'quote:power', width: 6, shownIf: 'registerDown' },
];
const policyholderCode: FieldSpec = { name: 'policyholderCode', kind: 'text', label: 'quote:personalCode', hint: 'quote:personalCodeHint', inputMode: 'numeric', autoComplete: 'off', width: 14 };
const otherParties: FieldSpec[] = [
  { name: 'ownerDiffers', kind: 'checkbox', label: 'quote:ownerDiffers' },
  { name: 'ownerCode', kind: 'text', label: 'quote:ownerCode', inputMode: 'numeric', autoComplete: 'off', width: 14, shownIf: 'ownerDiffers' },
  { name: 'userDiffers', kind: 'checkbox', label: 'quote:userDiffers' },
  { name: 'userCode', kind: 'text', label: 'quote:userCode', inputMode: 'numeric', autoComplete: 'off', width: 14, shownIf: 'userDiffers' },
];
const email = (optional = false): FieldSpec => ({ name: 'email', kind: 'text', type: 'email', label: 'quote:email', autoComplete: 'email', inputMode: 'email', optional });
const phone = (optional = false): FieldSpec => ({ name: 'phone', kind: 'text', type: 'tel', label: 'quote:phone', autoComplete: 'tel', inputMode: 'tel', width: 16, optional });
const antiTheft: FieldSpec = {
  name: 'antiTheft', kind: 'multi', label: 'quote:antiTheft', optional: true,
  options: [option('immobiliser', 'quote:antiTheftImmobiliser'), option('alarm', 'quote:antiTheftAlarm'), option('tracker', 'quote:antiTheftTracker'), option('guardedArea', 'quote:antiTheftGuardedArea')],
};
const territory: FieldSpec = {
  name: 'territory', kind: 'choice', label: 'quote:territory', initial: 'estonia',
  options: [option('estonia', 'quote:territoryEstonia'), option('baltics', 'quote:territoryBaltics'), option('europe', 'quote:territoryEurope')],
};
const dwellingType: FieldSpec = {
  name: 'dwellingType', kind: 'choice', label: 'quote:dwellingType',
  options: [option('flat', 'quote:dwellingFlat'), option('house', 'quote:dwellingHouse'), option('rowHouse', 'quote:dwellingRowHouse'), option('summerHouse', 'quote:dwellingSummerHouse')],
};
const address: FieldSpec = { name: 'address', kind: 'text', label: 'quote:address', hint: 'quote:addressHint', autoComplete: 'street-address' };

export const quoteFormSections: Record<QuoteForm, FormSection[]> = {
  traffic: [
    { legend: 'quote:stepVehicle', fields: [plate, ...typedVehicle, policyholderCode] },
    { legend: 'quote:moreOptions', folded: true, fields: [startDate(startDateLimits.traffic), periodMonths, instalments, { name: 'greenCard', kind: 'checkbox', label: 'quote:greenCard' }, ...otherParties, email(true), phone(true)] },
  ],
  casco: [
    { legend: 'quote:stepVehicle', fields: [plate, ...typedVehicle, { name: 'marketValue', kind: 'money', label: 'quote:marketValue', hint: 'quote:marketValueHint', optional: true }, { name: 'accessoriesValue', kind: 'money', label: 'quote:accessoriesValue', optional: true }, antiTheft] },
    {
      legend: 'quote:stepCover',
      fields: [
        { name: 'coverLevel', kind: 'choice', label: 'quote:coverLevel', initial: 'full', options: [option('full', 'quote:coverLevelFull'), option('partial', 'quote:coverLevelPartial'), option('mini', 'quote:coverLevelMini')] },
        { name: 'deductible', kind: 'money', label: 'quote:deductible', hint: 'quote:deductibleHint', initial: 300_00 },
        { name: 'glassDeductiblePercent', kind: 'choice', label: 'quote:glassDeductible', numeric: true, initial: '0', options: [option('0', 'quote:glassDeductibleNone'), option('10', 'quote:glassDeductibleTen')] },
        {
          name: 'usage', kind: 'choice', label: 'quote:usage', initial: 'normal',
          options: [option('normal', 'quote:usageNormal'), option('taxi', 'quote:usageTaxi'), option('rental', 'quote:usageRental'), option('security', 'quote:usageSecurity'), option('emergency', 'quote:usageEmergency'), option('training', 'quote:usageTraining')],
        },
        { ...territory, initial: 'baltics' },
        { name: 'replacementCar', kind: 'checkbox', label: 'quote:replacementCar' },
        { name: 'newValueCover', kind: 'checkbox', label: 'quote:newValueCover' },
        { name: 'claimsLast3Years', kind: 'integer', label: 'quote:claimsLast3Years', ...bounds.claimsLast3Years, initial: 0, width: 4 },
        startDate(startDateLimits.casco), periodMonths, instalments,
      ],
    },
    { legend: 'quote:stepCustomer', fields: [policyholderCode, ...otherParties, email(), phone()] },
  ],
  home: [
    {
      legend: 'quote:stepHome',
      fields: [
        address, dwellingType,
        { name: 'buildingMaterial', kind: 'choice', label: 'quote:buildingMaterial', options: [option('stone', 'quote:materialStone'), option('wood', 'quote:materialWood'), option('mixed', 'quote:materialMixed')] },
        { name: 'area', kind: 'integer', label: 'quote:area', ...bounds.area, width: 6 },
        { name: 'constructionYear', kind: 'integer', label: 'quote:constructionYear', width: 6 },
      ],
    },
    {
      legend: 'quote:stepCover',
      fields: [
        { name: 'buildingSum', kind: 'money', label: 'quote:buildingSum', hint: 'quote:buildingSumFlatHint' },
        { name: 'movablesSum', kind: 'money', label: 'quote:movablesSum', initial: 15_000_00 },
        { name: 'liabilitySum', kind: 'money', label: 'quote:liabilitySum', initial: 15_000_00 },
        { name: 'deductible', kind: 'money', label: 'quote:deductible', initial: 190_00 },
        startDate(startDateLimits.home),
      ],
    },
    { legend: 'quote:stepCustomer', fields: [policyholderCode, email(), phone()] },
  ],
  homeOld: [
    {
      legend: 'quote:stepHome',
      fields: [address, dwellingType, { name: 'area', kind: 'integer', label: 'quote:area', ...bounds.area, width: 6 }, { name: 'buildingSum', kind: 'money', label: 'quote:buildingSum', hint: 'quote:buildingSumFlatHint' }, { name: 'movablesSum', kind: 'money', label: 'quote:movablesSum', initial: 15_000_00 }, startDate(startDateLimits.home)],
    },
    { legend: 'quote:stepCustomer', fields: [policyholderCode, email(), phone()] },
  ],
  'forestry-machine': [
    {
      legend: 'quote:machineDetails',
      fields: [
        {
          name: 'machineType', kind: 'choice', label: 'quote:machineType',
          options: [option('harvester', 'quote:machineHarvester'), option('forwarder', 'quote:machineForwarder'), option('tractor', 'quote:machineTractor'), option('excavator', 'quote:machineExcavator'), option('other', 'quote:machineOther')],
        },
        { name: 'makeModel', kind: 'text', label: 'quote:makeModel', autoComplete: 'off' },
        { name: 'year', kind: 'integer', label: 'quote:year', width: 6 },
        { name: 'serialNumber', kind: 'text', label: 'quote:serialNumber', autoComplete: 'off', width: 20 },
        { name: 'valueBasis', kind: 'choice', label: 'quote:valueBasis', initial: 'market', options: [option('replacement', 'quote:valueBasisReplacement'), option('market', 'quote:valueBasisMarket'), option('residual', 'quote:valueBasisResidual')] },
        { name: 'machineValue', kind: 'money', label: 'quote:machineValue' },
        { name: 'accessoriesValue', kind: 'money', label: 'quote:accessoriesValue', optional: true },
      ],
    },
    {
      legend: 'quote:stepUse',
      fields: [
        { name: 'workHoursPerYear', kind: 'integer', label: 'quote:workHoursPerYear', ...bounds.workHoursPerYear, width: 6 },
        { name: 'rentedOut', kind: 'checkbox', label: 'quote:rentedOut' },
        territory, antiTheft,
        { name: 'deductible', kind: 'money', label: 'quote:deductible', initial: 1_000_00 },
        { name: 'downtimeAllowancePerDay', kind: 'money', label: 'quote:downtimeAllowance', optional: true },
        startDate(startDateLimits['forestry-machine']),
      ],
    },
    { legend: 'quote:stepCustomer', fields: [{ ...policyholderCode, label: 'quote:personalOrRegistryCode' }, email(), phone()] },
  ],
  'employer-health': [
    {
      legend: 'quote:stepCompany',
      fields: [
        { name: 'companyCode', kind: 'text', label: 'quote:companyCode', inputMode: 'numeric', autoComplete: 'off', width: 10 },
        { name: 'companyName', kind: 'text', label: 'quote:companyName', autoComplete: 'organization' },
        { name: 'employeeCount', kind: 'integer', label: 'quote:employeeCount', ...bounds.employeeCount, width: 6 },
        {
          name: 'healthPackage', kind: 'choice', label: 'quote:healthPackage', initial: 'standard',
          options: [option('basic', 'quote:packageBasic'), option('standard', 'quote:packageStandard'), option('premium', 'quote:packagePremium')],
        },
        startDate(startDateLimits['employer-health']),
      ],
    },
    { legend: 'quote:stepContact', fields: [{ name: 'contactName', kind: 'text', label: 'quote:contactName', autoComplete: 'name' }, email(), phone()] },
  ],
};

export function fieldsOf(form: QuoteForm): FieldSpec[] {
  return quoteFormSections[form].flatMap((section) => section.fields);
}
