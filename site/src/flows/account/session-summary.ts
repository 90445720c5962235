import { useEffect, useState } from 'react';
import type { SessionSummary } from '../../api-client/login/login-types';

/**
 * What the header shows (the customer's name and the cart's count), kept in the tab so that static
 * pages show it without the API client in their first load. The account flows write it whenever they
 * read the session or the cart; the header re-checks it at idle, only for visitors who have one.
 */
const storageKey = 'account-summary';
type Listener = (summary: StoredSummary | null) => void;
export interface StoredSummary {
  name: string | null;
  cartCount: number;
}
const listeners = new Set<Listener>();

export function readSummary(): StoredSummary | null {
  try {
    const text = window.sessionStorage.getItem(storageKey);
    const parsed = text ? (JSON.parse(text) as Partial<StoredSummary>) : null;
    return parsed && typeof parsed.cartCount === 'number' ? { name: typeof parsed.name === 'string' ? parsed.name : null, cartCount: parsed.cartCount } : null;
  } catch {
    return null;
  }
}

export function rememberSummary(summary: SessionSummary | StoredSummary): void {
  const stored: StoredSummary = 'customer' in summary
    ? { name: summary.customer ? `${summary.customer.givenName} ${summary.customer.surname}`.trim() : null, cartCount: summary.cartCount }
    : summary;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, full): the header simply shows less.
  }
  listeners.forEach((listener) => listener(stored));
}

/** Changes the remembered cart count (after a change the flow knows the new count of). */
export function rememberCartCount(cartCount: number): void {
  rememberSummary({ name: readSummary()?.name ?? null, cartCount });
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
