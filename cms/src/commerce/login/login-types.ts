import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import type { X509Certificate } from 'crypto';
import type { MobileIdClient } from '../../adapters/e-id/mobile-id-client';
import type { OcspChecker } from '../../adapters/e-id/ocsp-client';
import type { SmartIdClient } from '../../adapters/e-id/smart-id-client';
import type { DeviceLinkSession, SmartIdV3Client } from '../../adapters/e-id/smart-id-v3-client';
import type { AddressLimits, RateLimit } from '../../rate-limits/rate-limit';
import type { CustomerRow } from '../../rows/rows';
import { reject, type Outcome } from '../outcome';
import type { SessionStore } from './customer-session';
import type { EstonianPersonalCode } from './estonian-identity';

/** What every login method shares: its dependencies, its answers and the texts the e-ID apps show. */

export type LoginMethod = 'smartId' | 'mobileId' | 'idCard';

/** Each method's client is absent when the method is off (SMART_ID, MOBILE_ID, ID_CARD): its start is refused. */
export interface LoginDeps {
  strapi: Core.Strapi;
  smartId?: SmartIdClient;
  /** Smart-ID RP API v3 device links (QR, Web2App): the flow SK recommends; `smartId` keeps the notification flow. */
  smartIdDeviceLink?: SmartIdV3Client;
  mobileId?: MobileIdClient;
  webEid?: { origin: string; trustedCertificates: X509Certificate[]; ocsp?: OcspChecker };
  sessions: SessionStore;
  /** Called after a login, e.g. to merge the browser's cart into the customer's. */
  onLogin: (clientId: string, personalCode: EstonianPersonalCode) => Promise<void>;
  /** perPerson: prompts per personal code from one address; perPersonDaily: per personal code from every address. */
  limits: AddressLimits & { perPerson: RateLimit; perPersonDaily: RateLimit };
  pollTimeoutMs: number;
  /** The site's address: Smart-ID's app sends a same-device login back to its login page. */
  siteUrl: string;
  now?: () => Date;
}

/** What a Smart-ID device-link attempt keeps besides its session ID and challenge (columns of their own). */
export type KeptDeviceLinkSession = Omit<DeviceLinkSession, 'sessionID' | 'rpChallenge'> & {
  /** Same-device only: the random value in the callback URL, also in this browser's cookie. */
  callbackValue?: string;
  userChallengeVerifier?: string;
};

export interface LoginState {
  state: 'RUNNING' | 'COMPLETE' | 'FAILED';
  outcome: string | null;
  customer: CustomerRow | null;
}

export type DeviceLinkKind = 'QR' | 'WEB2APP';

export const displayTexts: Record<Locale, string> = { et: 'Sisselogimine', ru: 'Вход', en: 'Log in' };
export const pendingMs: Record<LoginMethod, number> = { smartId: 3 * 60_000, mobileId: 3 * 60_000, idCard: 5 * 60_000 };

/** A method switched off on this site: the login page does not offer it, and the API refuses it. */
export const methodOff = <T>(): Promise<Outcome<T>> => Promise.resolve(reject(403, 'loginMethodOff'));

/** Why a service's completed answer was refused, where the client named it. */
export const problemOf = (answer: object): string | undefined => ('problem' in answer && typeof answer.problem === 'string' ? answer.problem : undefined);
/** A refusal that names the field it is about. */
export const rejectField = <T>(status: number, code: string, field: string): Outcome<T> => reject(status, code, { errors: [{ field, code }] });
