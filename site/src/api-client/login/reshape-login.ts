import type { ResultOf } from '../graphql';
import type { pollLoginMutation, sessionQuery } from './login-operations';
import type { LoginState, SessionSummary } from './login-types';

/** The login's answers reshaped into the site's domain types (the only place that knows their shape). */
export function reshapeSession(data: ResultOf<typeof sessionQuery>): SessionSummary {
  const customer = data.me?.customer;
  const actingFor = data.me?.actingFor;
  return {
    customer: customer ? { givenName: customer.givenName, surname: customer.surname, personalCode: customer.personalCode } : null,
    actingFor: actingFor ? { registryCode: actingFor.registryCode, name: actingFor.name } : null,
    cartCount: data.cart.lines.length,
  };
}

export function reshapeLoginState(state: ResultOf<typeof pollLoginMutation>['pollLogin']): LoginState {
  if (state.state === 'COMPLETE' && state.customer) return { state: 'complete', customer: { ...state.customer } };
  if (state.state === 'RUNNING') return { state: 'running' };
  return { state: 'failed', outcome: state.outcome ?? 'error' };
}
