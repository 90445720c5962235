import { createPrivateKey, X509Certificate, type KeyObject } from 'crypto';
import { existsSync, readFileSync } from 'fs';
import path from 'path';

/** The sandbox's demo identities: certificate and key per public demo personal code (see generate-identities.sh). */
// The files stay in src/ (the build does not copy them), also when this runs compiled from dist/.
export const sandboxIdentityDir = path.join(__dirname.replace(`${path.sep}dist${path.sep}src${path.sep}`, `${path.sep}src${path.sep}`), 'identities');

/**
 * What each public Smart-ID demo identity answers, in either API version: 61101012257 confirms (under 18:
 * the relying party refuses it); 38001085735 confirms with a certificate the sandbox's OCSP responder reports
 * revoked; a personal code not listed has no Smart-ID account.
 */
export const smartIdDemoOutcomes: Readonly<Record<string, string>> = {
  '30303039914': 'OK',
  '40504040001': 'OK',
  '30403039917': 'USER_REFUSED',
  '30403039972': 'WRONG_VC',
  '30403039983': 'TIMEOUT',
  '61101012257': 'OK',
  '38001085735': 'OK',
};

export interface SandboxIdentity {
  certificate: X509Certificate;
  key: KeyObject;
}

const readIdentities = new Map<string, SandboxIdentity>();
const maxReadIdentities = 5_000;

/**
 * Read from its files once per process (each login asks for it several times; the files do not change).
 * `who` is a personal code (`<code>.pem`, an Estonian identity) or, for another country's person in an
 * extra identities folder, a semantics identifier (`PNOLT-<code>.pem`).
 */
export function sandboxIdentity(who: string, dir: string = sandboxIdentityDir): SandboxIdentity | null {
  if (!/^(PNO[A-Z]{2}-)?\d{11}$/.test(who)) return null;
  const certificateFile = path.join(dir, `${who}.pem`);
  const known = readIdentities.get(certificateFile);
  if (known) return known;
  if (!existsSync(certificateFile)) return null;
  const identity = { certificate: new X509Certificate(readFileSync(certificateFile)), key: createPrivateKey(readFileSync(path.join(dir, `${who}.key`))) };
  if (readIdentities.size >= maxReadIdentities) readIdentities.clear();
  readIdentities.set(certificateFile, identity);
  return identity;
}

/** The CA the sandbox's certificates chain to: trusted only where the sandbox is configured. */
export function sandboxCertificateAuthority(dir: string = sandboxIdentityDir): X509Certificate {
  return new X509Certificate(readFileSync(path.join(dir, 'ca.pem')));
}

/** The semantics identifier the sandbox's services report for `who` (a bare personal code is Estonian). */
export const sandboxSemanticsIdentifier = (who: string) => (who.startsWith('PNO') ? who : `PNOEE-${who}`);
