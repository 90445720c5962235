import { useCallback, useEffect, useState } from 'react';
import { loadCartApi } from '../../api-client/cart/load-cart-api';
import type { Cart, CartChange } from '../../api-client/cart/cart-types';
import type { ApiRejection, ApiResult } from '../../api-client/quotes/quote-types';
import { rememberCartCount } from '../account/session-summary';

/** The cart as the server prices it: read on mount, replaced by each change's answer (never computed here). */
export function useCart() {
  const [cart, setCart] = useState<Cart | null>(null);
  const [problem, setProblem] = useState<ApiRejection | null>(null);
  const [busy, setBusy] = useState(false);
  // What the customer just chose, shown at once while the server prices it (a control never springs back).
  const [intent, setIntent] = useState<{ control: string; value: unknown } | null>(null);
  const settle = (next: Cart) => {
    setCart(next);
    rememberCartCount(next.lines.length);
  };
  useEffect(() => {
    let stopped = false;
    void loadCartApi().then(({ fetchCart }) => fetchCart()).then((result) => {
      if (stopped) return;
      if (result.ok) settle(result.value);
      else setProblem(result.rejection);
    });
    return () => {
      stopped = true;
    };
  }, []);
  /** Runs one change; its answer is the new cart, or a problem shown beside the unchanged cart. */
  const change = useCallback(async (
    work: (api: Awaited<ReturnType<typeof loadCartApi>>) => Promise<ApiResult<CartChange>>,
    chosen?: { control: string; value: unknown },
  ) => {
    setBusy(true);
    setIntent(chosen ?? null);
    const result = await work(await loadCartApi());
    setBusy(false);
    setIntent(null);
    if (result.ok) {
      setProblem(null);
      settle(result.value.cart);
    } else setProblem(result.rejection);
  }, []);
  /** A control's value: the one just chosen while the change is under way, else the server's. */
  const shown = <T,>(control: string, actual: T): T => (intent?.control === control ? (intent.value as T) : actual);
  return { cart, problem, busy, change, shown };
}
