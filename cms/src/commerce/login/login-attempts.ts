import { ageOn, todayInTallinn } from '@kindlustus/domain';
import type { AuthenticatedIdentity } from '../../adapters/e-id/identity-certificate';
import type { CustomerRow, LoginAttemptRow, RowInput } from '../../rows/rows';
import type { ApiContext } from '../../http/koa-context';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import type { Outcome } from '../outcome';
import { handOverClient } from './client-handover';
import { clientIdOf, renewClientId } from './client-identity';
import { newPublicId } from '../public-id';
import { estonianPersonOf, estonianSemanticsIdentifier } from './estonian-identity';
import { createLoginAdmission } from './login-admission';
import { pendingMs, type LoginDeps, type LoginMethod, type LoginState } from './login-types';

const adultAge = 18;

/**
 * The login attempts, whatever the method: admitting a start (the rate limits), recording it, finding the
 * caller's own, and ending it once, failed or as a session for an adult Estonian identity.
 */
export function createLoginAttempts(deps: LoginDeps, now: () => Date) {
  const { strapi, sessions } = deps;
  const attempts = tableQuery(strapi, 'api::login-attempt.login-attempt');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const customerWrites = rowWrites(strapi, 'api::customer.customer');
  const attemptWrites = rowWrites(strapi, 'api::login-attempt.login-attempt');
  const admission = createLoginAdmission(deps);

  /** The limits (login-admission.ts), then the browser's client id the attempt is recorded under. */
  async function admit(ctx: ApiContext, personalCode?: string): Promise<Outcome<string>> {
    const clientId = clientIdOf(ctx, true)!;
    return (await admission.admit(ctx, personalCode)) ?? { ok: true, value: clientId };
  }

  /** Smart-ID and Mobile-ID attempts are recorded with the provider's session (read back as `providerSession!`). */
  async function record(method: LoginMethod, clientId: string, challenge: string, extra: RowInput<'api::login-attempt.login-attempt'>): Promise<string> {
    const publicId = newPublicId();
    await attemptWrites.add({ publicId, method, clientId, challenge, state: 'running', expiresAt: new Date(now().getTime() + pendingMs[method]), ...extra });
    return publicId;
  }

  async function attemptOf(ctx: ApiContext, loginId: string, method?: LoginMethod): Promise<LoginAttemptRow | null> {
    const clientId = clientIdOf(ctx, false);
    if (!clientId || typeof loginId !== 'string') return null;
    const row = await attempts().findOne({ where: { publicId: loginId, $or: [{ clientId }, { previousClientId: clientId }] } });
    return row && (!method || row.method === method) ? row : null;
  }

  /** Moves an attempt out of `running` once; false when another request got there first. */
  async function settle(row: LoginAttemptRow, state: 'complete' | 'failed', outcome: string): Promise<boolean> {
    const { count } = await attempts().updateMany({ where: { id: row.id, state: 'running' }, data: { state, outcome } });
    return count === 1;
  }

  async function customerOf(personalCode: string): Promise<CustomerRow | null> {
    return customers().findOne({ where: { personalCode } });
  }

  /**
   * A confirmed e-ID answer becomes a session: only an Estonian identity (estonian-identity.ts), checked
   * before any customer row is read or written; with a code typed at the start, the certificate must name
   * that same identity (country and code).
   */
  async function finish(ctx: ApiContext, row: LoginAttemptRow, identity: AuthenticatedIdentity): Promise<LoginState> {
    const estonian = estonianPersonOf(identity);
    if (!estonian.ok) return fail(row, estonian.outcome, `a certificate of country ${identity.country}`);
    if (row.personalCode && identity.semanticsIdentifier !== estonianSemanticsIdentifier(row.personalCode)) return fail(row, 'identityMismatch');
    const { personalCode, person } = estonian;
    if (ageOn(person.birthDate, todayInTallinn(now())) < adultAge) return fail(row, 'underAge');
    if (!(await settle(row, 'complete', 'ok'))) return stateOf(row.publicId, ctx, row);

    const names = { givenName: identity.givenName, surname: identity.surname, country: identity.country, lastLoginAt: now(), lastLoginMethod: row.method };
    // A customer seen before gets this login's names; one logging in twice at once is one customer (the unique personal code).
    const customer = await customerWrites.upsert({ personalCode, ...names }, 'personalCode', ['givenName', 'surname', 'country', 'lastLoginAt', 'lastLoginMethod']);
    await sessions.open(ctx, personalCode, row.method);
    // The person's quotes move first: the cart merge takes in only offers of the customer's quotes.
    const clientId = renewClientId(ctx);
    await handOverClient(strapi, row.clientId, clientId, personalCode);
    // The session is open: a cart that fails to merge is logged and stays the browser's, the login stands.
    await deps.onLogin(clientId, personalCode).catch((error: Error) => strapi.log.error(`Merging the browser's cart at login ${row.publicId} failed: ${error.message}`));
    return { state: 'COMPLETE', outcome: 'ok', customer };
  }

  /** problem: why the service's answer was refused (a certificate, a signature), logged for whoever looks into it. */
  async function fail(row: LoginAttemptRow, outcome: string, problem?: string): Promise<LoginState> {
    if (problem) strapi.log.warn(`Login ${row.publicId} (${row.method}) refused: ${outcome}, ${problem}`);
    await settle(row, 'failed', outcome);
    return { state: 'FAILED', outcome, customer: null };
  }

  /** `known`: the attempt this request already found (another request may have handed it to the new client id since). */
  async function stateOf(loginId: string, ctx: ApiContext, known?: LoginAttemptRow): Promise<LoginState> {
    const row = known ? await attempts().findOne({ where: { id: known.id } }) : await attemptOf(ctx, loginId);
    if (!row) return { state: 'FAILED', outcome: 'loginNotFound', customer: null };
    if (row.state === 'failed') return { state: 'FAILED', outcome: row.outcome, customer: null };
    const session = await sessions.current(ctx);
    if (session) return { state: 'COMPLETE', outcome: 'ok', customer: await customerOf(session.personalCode) };
    // Completed by another tab of this browser (e.g. the one the Smart-ID app opened): the session cookie
    // it got comes with this tab's next request.
    if (row.state === 'complete' && new Date(row.expiresAt).getTime() > now().getTime()) return { state: 'RUNNING', outcome: null, customer: null };
    return { state: 'COMPLETE', outcome: 'ok', customer: null };
  }

  async function forgetOldAttempts(): Promise<void> {
    await attempts().deleteMany({ where: { expiresAt: { $lte: new Date(now().getTime() - 60 * 60_000) } } });
  }

  return { admit, record, attemptOf, settle, customerOf, finish, fail, stateOf, forgetOldAttempts };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
