import { todayInTallinn, validateQuote, type FieldError, type QuoteForm } from '@kindlustus/domain';

/**
 * The browser's check of a quote input with the schemas the API uses. Loaded on the first submit
 * (it brings zod), so static pages never carry it.
 */
export function checkQuote(form: QuoteForm, input: Record<string, unknown>): FieldError[] {
  const checked = validateQuote(form, input, todayInTallinn());
  return checked.ok ? [] : checked.errors;
}
