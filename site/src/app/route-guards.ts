import type { RouteGuard } from '@kindlustus/routes';
import { RouteError } from './route-error';

export type GuardResult = { allowed: true } | { allowed: false; redirectTo: 'login' };
export type Guard = (session: { customer: boolean }) => GuardResult;

/** What each guard of the route table checks before a client-only page shows its flow. */
export const routeGuards: Record<RouteGuard, Guard> = {
  customer: (session) => (session.customer ? { allowed: true } : { allowed: false, redirectTo: 'login' }),
};

/** The guard a route names; a name with no guard is a programming error: 500 'Unknown middleware'. */
export function resolveGuard(name: string, guards: Record<string, Guard> = routeGuards): Guard {
  const guard = Object.prototype.hasOwnProperty.call(guards, name) ? guards[name] : undefined;
  if (!guard) throw new RouteError(500, 'Unknown middleware');
  return guard;
}
