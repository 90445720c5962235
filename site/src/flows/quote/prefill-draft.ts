import type { QuoteForm } from '@kindlustus/domain/quote-forms';
import { saveDraft, saveQuoteId } from './form-draft';
import { fieldsOf } from './form-fields';
import { fromQuoteInput } from './form-values';

/**
 * A form's draft made from the answers of an earlier quote, for a new quote that starts from them. In a chunk
 * of its own: the form's field specifications are needed only when a customer asks for it, not by every page
 * that shows the button (offers, cart, payment).
 */
export function prefillDraft(form: QuoteForm, input: Record<string, unknown>): void {
  saveDraft(form, fromQuoteInput(fieldsOf(form), input));
  saveQuoteId(form, null);
}
