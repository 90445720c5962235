import { parsePersonalCode, type PersonalCode } from '@kindlustus/domain';
import type { AuthenticatedIdentity } from '../../adapters/e-id/identity-certificate';

/**
 * Who may log in: Estonian identities only (semantics identifier PNOEE-<11 digits>), because the insurers'
 * forms take Estonian personal codes. Lithuanian codes have the same shape and check digit, so the digits
 * alone never say who someone is: an identity of any other country is refused before a customer is read.
 */
export const loginCountry = 'EE';

/**
 * The Estonian personal code an e-ID login proved (its certificate's PNOEE-…). Customers, sessions, carts
 * and policies are keyed by it: keyed by the digits alone, which is sound only because no other country
 * gets in (this type is made only by `estonianPersonOf`).
 */
export type EstonianPersonalCode = string & { readonly provenEstonianIdentity: unique symbol };

export type EstonianPersonCheck =
  | { ok: true; personalCode: EstonianPersonalCode; person: PersonalCode }
  | { ok: false; outcome: 'foreignIdentity' | 'certificateInvalid' };

export const estonianSemanticsIdentifier = (personalCode: string) => `PNO${loginCountry}-${personalCode}`;

export function estonianPersonOf(identity: AuthenticatedIdentity): EstonianPersonCheck {
  if (identity.country !== loginCountry || identity.semanticsIdentifier !== estonianSemanticsIdentifier(identity.personalCode)) return { ok: false, outcome: 'foreignIdentity' };
  const person = parsePersonalCode(identity.personalCode);
  if (!person) return { ok: false, outcome: 'certificateInvalid' };
  return { ok: true, personalCode: person.code as EstonianPersonalCode, person };
}
