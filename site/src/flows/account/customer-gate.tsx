import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { parsePath, routeTable, type RouteKey } from '@kindlustus/routes';
import { loadLoginApi } from '../../api-client/login/load-login-api';
import type { Customer, SessionSummary } from '../../api-client/login/login-types';
import type { ApiResult } from '../../api-client/quotes/quote-types';
import { resolveGuard } from '../../app/route-guards';
import { useTranslation } from '../../i18n/translation';
import { returnTargetNamed } from '../login/return-target';
import { rememberSummary } from './session-summary';
import { LoginRequired } from './login-required';

const CustomerContext = createContext<Customer | null>(null);

/** The logged-in customer, for the flows of routes whose guard asks for one. */
export const useCustomer = (): Customer | null => useContext(CustomerContext);

/**
 * Runs the route's guard (from the route table) against the server's session: a guarded flow renders
 * only for a logged-in customer; anyone else is asked to log in and brought back afterwards.
 */
export function CustomerGate({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const { t } = useTranslation();
  const guardName: string | undefined = (routeTable[routeKey] as { guard?: string }).guard;
  const [session, setSession] = useState<ApiResult<SessionSummary> | null>(null);
  useEffect(() => {
    if (!guardName) return undefined;
    let stopped = false;
    void loadLoginApi().then(({ fetchSession }) => fetchSession()).then((result) => {
      if (stopped) return;
      if (result.ok) rememberSummary(result.value);
      setSession(result);
    });
    return () => {
      stopped = true;
    };
  }, [guardName]);
  if (!guardName) return <>{children}</>;
  const guard = resolveGuard(guardName);
  if (!session) return <p role="status">{t('common:loading')}</p>;
  if (!session.ok) return <p role="alert" sx={{ color: 'error', fontWeight: 'bold' }}>{t('forms:networkError')}</p>;
  const customer = session.value.customer;
  if (!guard({ customer: Boolean(customer) }).allowed || !customer) return <LoginRequired target={returnTargetNamed(routeKey)} token={parsePath(window.location.pathname)?.params.token} />;
  return <CustomerContext.Provider value={customer}>{children}</CustomerContext.Provider>;
}
