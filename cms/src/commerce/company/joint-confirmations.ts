import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { actingRightOf, confirmsJointly, emailAddress, type Company } from '@kindlustus/domain';
import { localizePath, type Locale } from '@kindlustus/routes';
import { askWithin, type BusinessRegister } from '../../adapters/business-register/business-register';
import { sendMail } from '../../adapters/mail/send-mail';
import type { CompanyConfirmationRow } from '../../rows/rows';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { reject, type Outcome } from '../outcome';
import { confirmationMail } from './confirmation-mail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface JointConfirmationDeps {
  strapi: Core.Strapi;
  register: BusinessRegister;
  timeoutMs: number;
  siteUrl: string;
  /** How long a confirmation link (and a confirmation) holds: the offers' own validity is checked at payment. */
  lifetimeMs?: number;
  now?: () => Date;
}

/** One offer the purchase is for: what the confirming representative consents to. `premium` in cents. */
export interface ConfirmationOffer {
  insurerName: string;
  product: string;
  premium: number | null;
}

/** What the confirming representative is shown, and what the buyer learns of their request. */
export interface ConfirmationView {
  registryCode: string;
  companyName: string;
  requestedByName: string;
  offerCount: number;
  offers: ConfirmationOffer[];
  expiresAt: string;
  confirmed: boolean;
}

/**
 * A purchase for a company whose representatives act only jointly: the buyer asks a second representative by
 * e-mail; they open the link, log in with their own e-ID and confirm the offers; then the buyer can pay (the
 * payment start checks it through `jointlyConfirmed`, with the register asked again).
 */
export function createJointConfirmations(deps: JointConfirmationDeps) {
  const { strapi, register, timeoutMs } = deps;
  const now = deps.now ?? (() => new Date());
  const lifetimeMs = deps.lifetimeMs ?? 7 * 24 * 3_600_000;
  const rows = tableQuery(strapi, 'api::company-confirmation.company-confirmation');
  const writes = rowWrites(strapi, 'api::company-confirmation.company-confirmation');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const offers = tableQuery(strapi, 'api::offer.offer');

  /** The row as shown, with its offers (an offer deleted since is left out; offerCount still counts it). */
  async function viewOf(row: CompanyConfirmationRow): Promise<ConfirmationView> {
    const found = row.offerIds.length ? await offers().findMany({ where: { publicId: { $in: row.offerIds } } }) : [];
    const byId = new Map(found.map((offer) => [offer.publicId, offer]));
    return {
      registryCode: row.registryCode,
      companyName: row.companyName ?? '',
      requestedByName: row.requestedByName ?? '',
      offerCount: row.offerIds.length,
      offers: row.offerIds.flatMap((offerId) => {
        const offer = byId.get(offerId);
        return offer ? [{ insurerName: offer.insurerName, product: offer.product, premium: offer.confirmedPremium ?? offer.premium }] : [];
      }),
      expiresAt: new Date(row.expiresAt).toISOString(),
      confirmed: Boolean(row.confirmedAt),
    };
  }

  /** The logged-in buyer as the confirmation names them. */
  async function buyer(personalCode: string): Promise<{ personalCode: string; name: string }> {
    const customer = await customers().findOne({ where: { personalCode } });
    return { personalCode, name: [customer?.givenName, customer?.surname].filter(Boolean).join(' ') };
  }

  async function companyNow(registryCode: string): Promise<Outcome<Company>> {
    const answer = await askWithin(() => register.company(registryCode), timeoutMs);
    if (!answer.answered) return reject(503, 'businessRegisterUnavailable');
    return answer.value ? { ok: true, value: answer.value } : reject(409, 'companyNotFound');
  }

  /** Sends the second representative the link; `offerIds` are the buyer's cart lines for the company. */
  async function request(
    buyer: { personalCode: string; name: string },
    registryCode: string,
    offerIds: string[],
    emailInput: unknown,
    language: Locale,
  ): Promise<Outcome<ConfirmationView>> {
    const email = emailAddress.safeParse(emailInput ?? '');
    if (!email.success) return reject(400, 'invalidInput', { errors: [{ field: 'email', code: email.error.issues[0]?.message ?? 'invalidEmail' }] });
    if (!offerIds.length) return reject(409, 'companyNotInCart');
    const found = await companyNow(registryCode);
    if (!found.ok) return found;
    const right = actingRightOf(found.value, buyer.personalCode);
    if (right.kind === 'none') return reject(right.reason === 'notRepresentative' ? 403 : 409, right.reason);
    if (right.kind === 'alone') return reject(409, 'confirmationNotNeeded');
    const token = randomBytes(24).toString('base64url');
    const row = await writes.insert({
      tokenHash: hashOf(token), registryCode, companyName: found.value.name, requestedBy: buyer.personalCode, requestedByName: buyer.name,
      offerIds, email: email.data, language, expiresAt: new Date(now().getTime() + lifetimeMs),
    });
    const link = `${deps.siteUrl}${localizePath('companyConfirm', language, { token })}`;
    await sendMail(strapi, { to: email.data, ...confirmationMail(language, { companyName: found.value.name, buyerName: buyer.name, link }) });
    return { ok: true, value: await viewOf(row) };
  }

  async function openRow(token: unknown): Promise<Outcome<CompanyConfirmationRow>> {
    if (typeof token !== 'string' || !/^[\w-]{20,80}$/.test(token)) return reject(404, 'confirmationNotFound');
    const row = await rows().findOne({ where: { tokenHash: hashOf(token) } });
    if (!row) return reject(404, 'confirmationNotFound');
    if (new Date(row.expiresAt).getTime() <= now().getTime()) return reject(410, 'confirmationExpired');
    return { ok: true, value: row };
  }

  /** What the link confirms: for anyone holding it (the company and the buyer's name, no personal codes). */
  async function read(token: unknown): Promise<Outcome<ConfirmationView>> {
    const row = await openRow(token);
    return row.ok ? { ok: true, value: await viewOf(row.value) } : row;
  }

  /** The logged-in `personalCode` confirms: another representative of the company, by the register now. */
  async function confirm(token: unknown, personalCode: string): Promise<Outcome<ConfirmationView>> {
    const opened = await openRow(token);
    if (!opened.ok) return opened;
    const row = opened.value;
    if (row.requestedBy === personalCode) return reject(403, 'sameRepresentative');
    if (row.confirmedAt) return row.confirmedBy === personalCode ? { ok: true, value: await viewOf(row) } : reject(409, 'alreadyConfirmed');
    const found = await companyNow(row.registryCode);
    if (!found.ok) return found;
    if (!confirmsJointly(found.value, row.requestedBy, personalCode)) {
      const right = actingRightOf(found.value, personalCode);
      return reject(403, right.kind === 'none' ? right.reason : 'notRepresentative');
    }
    const confirmedAt = now();
    // Only while nobody has: two representatives confirming at once must not both be told they did.
    if (!(await writes.patch({ id: row.id, confirmedAt: { $null: true } }, { confirmedBy: personalCode, confirmedAt }))) {
      const stored = await rows().findOne({ where: { id: row.id } });
      return stored?.confirmedBy === personalCode ? { ok: true, value: await viewOf(stored) } : reject(409, 'alreadyConfirmed');
    }
    return { ok: true, value: await viewOf({ ...row, confirmedBy: personalCode, confirmedAt: confirmedAt.toISOString() }) };
  }

  /** For the payment start: these offers were confirmed by someone who may still represent the company (`company`, asked just now). */
  async function jointlyConfirmed(company: Company, personalCode: string, offerIds: string[]): Promise<boolean> {
    const confirmed = await rows().findMany({ where: { registryCode: company.registryCode, requestedBy: personalCode, confirmedAt: { $notNull: true }, expiresAt: { $gt: now() } } });
    return confirmed.some((row) => {
      const covered = new Set(row.offerIds);
      return offerIds.every((offerId) => covered.has(offerId)) && confirmsJointly(company, personalCode, row.confirmedBy ?? '');
    });
  }

  return { buyer, request, read, confirm, jointlyConfirmed };
}

export type JointConfirmations = ReturnType<typeof createJointConfirmations>;
