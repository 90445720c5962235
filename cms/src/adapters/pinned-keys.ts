import { createHash, X509Certificate } from 'node:crypto';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';

/** The pin of a certificate's public key: base64 SHA-256 of its SubjectPublicKeyInfo (HPKP, curl's sha256//). */
export const publicKeyPin = (certificate: X509Certificate) =>
  createHash('sha256').update(certificate.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');

export class PinnedKeyMismatch extends Error {}

/** The presented chain, from the server's certificate up to the root (Node links each to its issuer; a root to itself). */
function chainOf(certificate: PeerCertificate): PeerCertificate[] {
  const chain: PeerCertificate[] = [];
  for (let next: PeerCertificate | undefined = certificate; next?.raw && !chain.includes(next); next = (next as { issuerCertificate?: PeerCertificate }).issuerCertificate) chain.push(next);
  return chain;
}

/**
 * A TLS `checkServerIdentity` that checks the host name as Node does and then requires one of `pins` among the
 * public keys of the chain the server presented (SK asks Mobile-ID's relying parties to pin its certificates).
 */
export function pinningCheck(pins: readonly string[], setting: string) {
  const wanted = new Set(pins.map((pin) => pin.replace(/^sha256\/\//, '')));
  return (host: string, certificate: PeerCertificate): Error | undefined => {
    const wrongHost = checkServerIdentity(host, certificate);
    if (wrongHost) return wrongHost;
    const presented = chainOf(certificate).map((entry) => publicKeyPin(new X509Certificate(entry.raw)));
    if (presented.some((pin) => wanted.has(pin))) return undefined;
    return new PinnedKeyMismatch(`${host} presented none of the public keys pinned in ${setting} (it presented sha256//${presented.join(', sha256//')})`);
  };
}
