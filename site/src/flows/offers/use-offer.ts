import { startTransition, useEffect, useState } from 'react';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import type { ApiRejection, Offer } from '../../api-client/quotes/quote-types';

/** An offer by its id, read when the page opens (the link a customer keeps works in any language). */
export function useOffer(id: string | undefined) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [problem, setProblem] = useState<ApiRejection | null>(null);
  useEffect(() => {
    if (!id) return undefined;
    let stopped = false;
    void loadQuoteApi().then(({ fetchOffer }) => fetchOffer(id)).then((result) => {
      if (stopped) return;
      if (result.ok) startTransition(() => setOffer(result.value));
      else setProblem(result.rejection);
    });
    return () => {
      stopped = true;
    };
  }, [id]);
  return { offer, problem, setOffer };
}
