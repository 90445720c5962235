import type { FieldSpec } from './form-fields';

/** What the customer typed, as the form holds it: text, ticks and lists of ticked options. */
export type RawValue = string | boolean | string[];
export type RawValues = Record<string, RawValue>;

/** Names of the checkboxes that only reveal other fields: the API never sees them. */
export function revealingToggles(specs: FieldSpec[]): Set<string> {
  return new Set(specs.flatMap((spec) => (spec.shownIf ? [spec.shownIf] : [])));
}

export function isShown(spec: FieldSpec, values: RawValues): boolean {
  return !spec.shownIf || values[spec.shownIf] === true;
}

/** Reads every field of the form as typed (also before React has hydrated it). */
export function readForm(form: HTMLFormElement, specs: FieldSpec[]): RawValues {
  const data = new FormData(form);
  const values: RawValues = {};
  for (const spec of specs) {
    if (spec.kind === 'checkbox') values[spec.name] = data.has(spec.name);
    else if (spec.kind === 'multi') values[spec.name] = data.getAll(spec.name).map(String);
    else values[spec.name] = String(data.get(spec.name) ?? '');
  }
  return values;
}

const compact = (text: string) => text.replace(/[\s\u00a0]/g, '');

/** "1 500", "1500,50" or "1500.5" euros as cents; anything else is passed on for the rules to refuse. */
export function eurosToCents(text: string): number | string | undefined {
  const value = compact(text);
  if (value === '') return undefined;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return text;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function centsToEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function wholeNumber(text: string): number | string | undefined {
  const value = compact(text);
  if (value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : text;
}

/**
 * The API's quote input from what was typed: numbers as numbers, money in cents, hidden and empty
 * optional fields left out. Wrong values are passed on as typed so that the shared rules name the
 * problem (the browser and the API validate with the same schema).
 */
export function toQuoteInput(specs: FieldSpec[], values: RawValues): Record<string, unknown> {
  const toggles = revealingToggles(specs);
  const input: Record<string, unknown> = {};
  for (const spec of specs) {
    if (toggles.has(spec.name) || !isShown(spec, values)) continue;
    const value = values[spec.name];
    if (spec.kind === 'checkbox') input[spec.name] = value === true;
    else if (spec.kind === 'multi') input[spec.name] = Array.isArray(value) ? value : [];
    else {
      const text = typeof value === 'string' ? value : '';
      let converted: unknown;
      if (spec.kind === 'integer') converted = wholeNumber(text);
      else if (spec.kind === 'money') converted = eurosToCents(text);
      else if (spec.kind === 'choice' && spec.numeric) converted = text === '' ? undefined : Number(text);
      else converted = text.trim() === '' ? undefined : text.trim();
      if (converted !== undefined) input[spec.name] = converted;
      else if (!spec.optional) input[spec.name] = spec.kind === 'text' || spec.kind === 'date' || spec.kind === 'choice' ? '' : undefined;
    }
  }
  return input;
}

/** The form's values from a stored quote input: what a new quote for an expired offer starts from. */
export function fromQuoteInput(specs: FieldSpec[], input: Record<string, unknown>): RawValues {
  const values: RawValues = {};
  for (const spec of specs) {
    const value = input[spec.name];
    if (spec.kind === 'checkbox') values[spec.name] = value === true;
    else if (spec.kind === 'multi') values[spec.name] = Array.isArray(value) ? value.map(String) : [];
    else if (spec.kind === 'money') values[spec.name] = typeof value === 'number' ? centsToEuros(value) : '';
    else values[spec.name] = value === undefined || value === null ? '' : String(value);
  }
  for (const spec of specs) {
    if (spec.shownIf && typeof values[spec.name] === 'string' && values[spec.name] !== '') values[spec.shownIf] = true;
  }
  return values;
}

/** What a field shows before the customer types: their draft, else the form's default. */
export function initialValue(spec: FieldSpec, today: string): RawValue {
  switch (spec.kind) {
    case 'checkbox':
      return spec.initial ?? false;
    case 'multi':
      return [];
    case 'money':
      return spec.initial === undefined ? '' : centsToEuros(spec.initial);
    case 'integer':
      return spec.initial === undefined ? '' : String(spec.initial);
    case 'date':
      return today;
    case 'choice':
      return spec.initial ?? '';
    default:
      return '';
  }
}
