import type { QuoteForm } from '@kindlustus/domain';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import { saveDraft, saveQuoteId } from './form-draft';
import { fieldsOf } from './form-fields';
import { fromQuoteInput } from './form-values';

/** Refusals with a text of their own (`forms` namespace); any other reads as a link that is not valid. */
const shownCodes = ['networkError', 'renewalExpired'];

export type RenewalOutcome = { ok: true; policyNumber: string } | { ok: false; code: string };

/**
 * Fetches a renewal link's answers and keeps them as the form's draft (the start date is the day after
 * the old policy ends; the API sets it). The form then restores the draft as after any reload.
 */
export async function prefillFromRenewal(form: QuoteForm, token: string): Promise<RenewalOutcome> {
  const { fetchRenewal } = await loadQuoteApi();
  const result = await fetchRenewal(token);
  if (!result.ok) return { ok: false, code: shownCodes.includes(result.rejection.code) ? result.rejection.code : 'renewalNotFound' };
  if (result.value.form !== form) return { ok: false, code: 'renewalNotFound' };
  saveDraft(form, fromQuoteInput(fieldsOf(form), result.value.input));
  saveQuoteId(form, null);
  return { ok: true, policyNumber: result.value.policyNumber };
}
