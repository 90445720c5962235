import { addressRateLimiter, databaseRateLimiter, firstRefusal, type Bucket, type Refusal } from '../../rate-limits/rate-limit';
import { clientAddress, type ApiContext } from '../../http/koa-context';
import { reject, type Outcome } from '../outcome';
import type { LoginDeps } from './login-types';

/** Refused: too many prompts to this personal code from the caller's address (a stranger's address runs out first). */
export const tooManyForCodeFromNetwork = 'tooManyLoginsForCodeFromNetwork';
/** Refused: the personal code's prompts for the day are used up, from whatever addresses. */
export const tooManyForCodeToday = 'tooManyLoginsForCodeToday';

/**
 * Whether a login may start. Every start counts against the caller's address and all clients together; one that
 * prompts a person's phone (a personal code typed: Smart-ID notification, Mobile-ID) also against that code from
 * this address and that code over the day. The buckets are taken in that order and the first refusal stops the
 * rest, so a stranger refused at their address takes nothing from the person's day. A device-link Smart-ID login
 * (QR, same device) names no code: the person scans it themselves, and it stays open when their code is capped.
 */
export function createLoginAdmission(deps: LoginDeps) {
  const knex = () => deps.strapi.db.connection;
  const client = addressRateLimiter(knex, 'login', deps.limits);
  const personHere = databaseRateLimiter(knex, 'login-person-address', deps.limits.perPerson);
  const personDaily = databaseRateLimiter(knex, 'login-person-day', deps.limits.perPersonDaily);

  const answer = (refusal: Refusal, codeBuckets: Bucket[]): Outcome<never> => {
    const index = codeBuckets.findIndex((bucket) => bucket.key === refusal.bucket.key);
    if (index < 0) return reject(429, 'tooManyRequests');
    const code = index === 0 ? tooManyForCodeFromNetwork : tooManyForCodeToday;
    const minutes = Number.isFinite(refusal.retryAfterMs) ? Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000)) : null;
    return reject(429, code, { errors: [{ field: 'personalCode', code, params: { minutes, hours: minutes && Math.ceil(minutes / 60) } }] });
  };

  /** Nothing when the start may go on; else the refusal, naming the limit and when to try again. */
  async function admit(ctx: ApiContext, personalCode?: string): Promise<Outcome<never> | null> {
    const address = clientAddress(ctx);
    const codeBuckets = personalCode ? [personHere.bucket(`${personalCode}@${address}`), personDaily.bucket(personalCode)] : [];
    const refusal = await firstRefusal(knex(), [...client.buckets(address), ...codeBuckets]);
    return refusal ? answer(refusal, codeBuckets) : null;
  }

  return { admit };
}
