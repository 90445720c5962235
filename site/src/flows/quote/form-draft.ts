import type { QuoteForm } from '@kindlustus/domain';
import type { RawValues } from './form-values';

/**
 * The answers of each quote form, kept in this tab (sessionStorage): a reload, the back button, a
 * language switch or an error never loses what was typed, and nothing outlives the tab.
 */
const keyOf = (form: QuoteForm) => `quote-draft:${form}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(form: QuoteForm): RawValues | null {
  const stored = storage()?.getItem(keyOf(form));
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RawValues) : null;
  } catch {
    return null;
  }
}

export function saveDraft(form: QuoteForm, values: RawValues): void {
  try {
    storage()?.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // A full or blocked storage only means a reload starts empty.
  }
}

/** The quote the form last asked for, so the offers come back with the form after a reload. */
const quoteKeyOf = (form: QuoteForm) => `quote-id:${form}`;
export function loadQuoteId(form: QuoteForm): string | null {
  return storage()?.getItem(quoteKeyOf(form)) ?? null;
}
export function saveQuoteId(form: QuoteForm, id: string | null): void {
  try {
    if (id) storage()?.setItem(quoteKeyOf(form), id);
    else storage()?.removeItem(quoteKeyOf(form));
  } catch {
    // As above.
  }
}
