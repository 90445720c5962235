import { useEffect, useState } from 'react';
import type { ActingFor, SessionSummary } from '../../api-client/login/login-types';

/**
 * What the header shows (the customer's name, whom they act for and the cart's count), kept in the tab so that static
 * pages show it without the API client in their first load. The account flows write it whenever they
 * read the session or the cart; the header re-checks it at idle, only for visitors who have one.
 */
const storageKey = 'account-summary';
type Listener = (summary: StoredSummary | null) => void;
export interface StoredSummary {
  name: string | null;
  /** The company the person acts for in this login (the quote forms fill it in); null: for themselves. */
  actingFor: ActingFor | null;
  cartCount: number;
}

const actingForIn = (value: unknown): ActingFor | null => {
  const candidate = value as Partial<ActingFor> | null | undefined;
  return candidate && typeof candidate.registryCode === 'string' && typeof candidate.name === 'string' ? { registryCode: candidate.registryCode, name: candidate.name } : null;
};
const listeners = new Set<Listener>();
/** How many times the summary changed in this page: a session read started before a change must not undo it. */
let changes = 0;
export const summaryChanges = () => changes;

export function readSummary(): StoredSummary | null {
  try {
    const text = window.sessionStorage.getItem(storageKey);
    const parsed = text ? (JSON.parse(text) as Partial<StoredSummary>) : null;
    return parsed && typeof parsed.cartCount === 'number'
      ? { name: typeof parsed.name === 'string' ? parsed.name : null, actingFor: parsed.name ? actingForIn(parsed.actingFor) : null, cartCount: parsed.cartCount }
      : null;
  } catch {
    return null;
  }
}

export function rememberSummary(summary: SessionSummary | StoredSummary): void {
  const stored: StoredSummary = 'customer' in summary
    ? { name: summary.customer ? `${summary.customer.givenName} ${summary.customer.surname}`.trim() : null, actingFor: summary.customer ? summary.actingFor : null, cartCount: summary.cartCount }
    : summary;
  changes += 1;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, full): the header simply shows less.
  }
  listeners.forEach((listener) => listener(stored));
}

/** A session read started when the summary had changed `since` times: kept only if nothing changed it meanwhile (a choice in the header). */
export function rememberSessionRead(since: number, summary: SessionSummary): void {
  if (changes === since) rememberSummary(summary);
}

/** Changes the remembered cart count (after a change the flow knows the new count of). */
export function rememberCartCount(cartCount: number): void {
  const known = readSummary();
  rememberSummary({ name: known?.name ?? null, actingFor: known?.actingFor ?? null, cartCount });
}

/** Changes whom the remembered login acts for (after the person chose in the header). */
export function rememberActingFor(actingFor: ActingFor | null): void {
  const known = readSummary();
  rememberSummary({ name: known?.name ?? null, actingFor, cartCount: known?.cartCount ?? 0 });
}

/** Calls `listener` with each new summary (without a render of the caller's own); answers the unsubscribe. */
export function onSummaryChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionSummary(): StoredSummary | null {
  const [summary, setSummary] = useState<StoredSummary | null>(null);
  useEffect(() => {
    setSummary(readSummary());
    listeners.add(setSummary);
    return () => {
      listeners.delete(setSummary);
    };
  }, []);
  return summary;
}
