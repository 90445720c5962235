/**
 * What the customer answered, written for the broker desk's staff: one "label: value" line per answer, with
 * the labels and choices of the quote form (the CMS's UI texts) and money in euros. Pure.
 */
import { formatEuros } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import type { Vehicle } from '../../adapters/vehicle-register/vehicle-register';

type Row = Record<string, unknown>;

/** Fields whose form label has another key than the field. */
const labelKeyOf: Record<string, string> = { policyholderCode: 'personalCode', downtimeAllowancePerDay: 'downtimeAllowance' };
/** Choice fields and the prefix of their choices' label keys (machineType harvester → machineHarvester). */
const choicePrefix: Record<string, string> = {
  machineType: 'machine', valueBasis: 'valueBasis', territory: 'territory', healthPackage: 'package', antiTheft: 'antiTheft',
  coverLevel: 'coverLevel', usage: 'usage', dwellingType: 'dwelling', buildingMaterial: 'material',
};
/** Amounts kept in cents. */
const moneyFields = new Set(['machineValue', 'accessoriesValue', 'deductible', 'downtimeAllowancePerDay', 'marketValue', 'buildingSum', 'movablesSum', 'liabilitySum']);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const yesNo: Record<Locale, [string, string]> = { et: ['jah', 'ei'], ru: ['да', 'нет'], en: ['yes', 'no'] };

function valueText(field: string, value: unknown, labels: Record<string, string>, language: Locale): string {
  const choice = (item: unknown) => {
    const prefix = choicePrefix[field];
    return prefix ? labels[`${prefix}${capitalised(String(item))}`] ?? String(item) : String(item);
  };
  if (typeof value === 'boolean') return value ? yesNo[language][0] : yesNo[language][1];
  if (typeof value === 'number' && moneyFields.has(field)) return formatEuros(value, language);
  if (Array.isArray(value)) return value.length ? value.map(choice).join(', ') : '–';
  return choice(value);
}

/** One answer for staff: the form's label and the value as the customer chose it. */
export interface AnswerPair {
  label: string;
  value: string;
}

/** The answers as label and value for staff; `labels` are the quote form's UI texts (their `quote` group) in `language`. */
export function answerPairs(input: Row, vehicle: Pick<Vehicle, 'plate' | 'make' | 'model' | 'year' | 'powerKw'> | null, labels: Record<string, string>, language: Locale = 'et'): AnswerPair[] {
  const pairs = Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([field, value]) => ({ label: labels[labelKeyOf[field] ?? field] ?? field, value: valueText(field, value, labels, language) }));
  if (vehicle) {
    const described = [vehicle.make, vehicle.model, vehicle.year, vehicle.powerKw ? `${String(vehicle.powerKw)} kW` : null].filter(Boolean).join(' ');
    pairs.push({ label: labels.carDetails ?? 'vehicle', value: `${String(vehicle.plate ?? '')} ${described}`.trim() });
  }
  return pairs;
}

/** The answers as "label: value" lines for staff. */
export function readableAnswers(input: Row, vehicle: Pick<Vehicle, 'plate' | 'make' | 'model' | 'year' | 'powerKw'> | null, labels: Record<string, string>, language: Locale = 'et'): string {
  return answerPairs(input, vehicle, labels, language).map(({ label, value }) => `${label}: ${value}`).join('\n');
}
