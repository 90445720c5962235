import { addDays, productOfForm, quoteForms, quoteSchemas, startDateLimits, validateQuote, type QuoteForm } from '@kindlustus/domain';
import { fieldsOf } from './form-fields';

const today = '2026-11-26';

interface SchemaNode {
  def: { type: string; innerType?: SchemaNode; in?: SchemaNode; out?: SchemaNode };
  shape?: Record<string, SchemaNode>;
  minValue?: number | null;
  maxValue?: number | null;
}

/** The schema under optional, default and pipe wrappers (a preprocess or transform step is passed by). */
function unwrapped(schema: SchemaNode): SchemaNode {
  const { type, innerType, in: input, out } = schema.def;
  if (innerType) return unwrapped(innerType);
  if (type === 'pipe' && input && out) return unwrapped(input.def.type === 'transform' ? out : input);
  return schema;
}

const fieldSchema = (form: QuoteForm, name: string): SchemaNode | undefined =>
  unwrapped(quoteSchemas(today)[form] as unknown as SchemaNode).shape?.[name];

test.each(quoteForms)('the %s form asks numbers within the ranges its schema accepts', (form) => {
  const bounded = fieldsOf(form).flatMap((field) => (field.kind === 'integer' && (field.min !== undefined || field.max !== undefined) ? [field] : []));
  for (const field of bounded) {
    const schema = fieldSchema(form, field.name);
    expect(schema && unwrapped(schema).def.type).toBe('number');
    const { minValue, maxValue } = unwrapped(schema!);
    expect({ field: field.name, min: field.min, max: field.max }).toEqual({ field: field.name, min: minValue, max: maxValue });
  }
});

test.each(quoteForms)('the %s form offers start dates as far ahead as its schema accepts', (form) => {
  const dates = fieldsOf(form).flatMap((field) => (field.kind === 'date' ? [field] : []));
  expect(dates).toHaveLength(1);
  const days = dates[0]!.maxDaysAhead;
  expect(days).toBe(startDateLimits[productOfForm(form)]);
  const startDateErrors = (startDate: string) => {
    const result = validateQuote(form, { startDate }, today);
    return result.ok ? [] : result.errors.filter((error) => error.field === 'startDate').map((error) => error.code);
  };
  expect(startDateErrors(addDays(today, days))).toEqual([]);
  expect(startDateErrors(addDays(today, days + 1))).toEqual(['dateTooFar']);
});

test('the ranges checked are the ones the forms show', () => {
  const names = quoteForms.flatMap((form) => fieldsOf(form).flatMap((field) => (field.kind === 'integer' && field.max !== undefined ? [field.name] : [])));
  expect(new Set(names)).toEqual(new Set(['periodMonths', 'claimsLast3Years', 'area', 'workHoursPerYear', 'employeeCount']));
});
