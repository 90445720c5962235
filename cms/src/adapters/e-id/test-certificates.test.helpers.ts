// Test certificates for the e-ID tests, made with the DER writer (openssl is not at hand in the tests)
// and issued by the sandbox CA. Excluded from the build (*.test.*), not a test itself.
import { createPrivateKey, sign, X509Certificate, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { sandboxCertificateAuthority, sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { certificateFields, der, encodeDer } from './ocsp-der';

export const ca = sandboxCertificateAuthority();
export const caKey = createPrivateKey(readFileSync(path.join(sandboxIdentityDir, 'ca.key')));


const nameOids: Record<string, string> = { C: '2.5.4.6', CN: '2.5.4.3', SN: '2.5.4.4', GN: '2.5.4.42', serialNumber: '2.5.4.5' };
export function nameOf(entries: Record<string, string>): Buffer {
  return der.sequence(
    ...Object.entries(entries).map(([key, value]) =>
      der.set(der.sequence(der.oid(nameOids[key]!), key === 'C' || key === 'serialNumber' ? der.printableString(value) : der.utf8String(value))),
    ),
  );
}

export function extension(oid: string, value: Buffer, critical = false): Buffer {
  return der.sequence(der.oid(oid), ...(critical ? [der.boolean(true)] : []), der.octetString(value));
}
export const extendedKeyUsage = (...oids: string[]) => extension('2.5.29.37', der.sequence(...oids.map(der.oid)));
/** keyUsage with the given first octet of bits (0x80 digitalSignature, 0x40 nonRepudiation), and how many trailing bits are unused (DER: all zero bits at the end). */
export const keyUsage = (bits: number, unused = 0) => extension('2.5.29.15', encodeDer(0x03, Buffer.from([unused, bits])), true);
/** certificatePolicies with the given policy OIDs (no qualifiers). */
export const certificatePolicies = (...oids: string[]) => extension('2.5.29.32', der.sequence(...oids.map((oid) => der.sequence(der.oid(oid)))));
export const ocspUrl = (url: string) => extension('1.3.6.1.5.5.7.1.1', der.sequence(der.sequence(der.oid('1.3.6.1.5.5.7.48.1'), der.implicit(6, Buffer.from(url)))));
export const clientAuth = '1.3.6.1.5.5.7.3.2';
/** SK's Smart-ID authentication certificate profile: digitalSignature, Smart-ID authentication usage, qualified policies. */
export const smartIdAuthenticationProfile = () => [keyUsage(0x80), extendedKeyUsage('1.3.6.1.4.1.62306.5.7.0'), certificatePolicies('1.3.6.1.4.1.10015.17.2', '0.4.0.2042.1.2')];

let nextSerial = 0x1000;
export function makeCertificate(options: {
  subject: Record<string, string>;
  publicKey: KeyObject;
  extensions?: Buffer[];
  issuerName?: Buffer;
  signingKey?: KeyObject;
  notAfter?: Date;
}): X509Certificate {
  const algorithm = der.sequence(der.oid('1.2.840.10045.4.3.2'));
  const tbs = der.sequence(
    der.explicit(0, der.integer(2)),
    der.integer((nextSerial += 1)),
    algorithm,
    options.issuerName ?? certificateFields(ca.raw).subject.raw,
    der.sequence(der.utcTime(new Date(Date.now() - 60_000)), der.utcTime(options.notAfter ?? new Date(Date.now() + 365 * 86_400_000))),
    nameOf(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    ...(options.extensions?.length ? [der.explicit(3, der.sequence(...options.extensions))] : []),
  );
  return new X509Certificate(der.sequence(tbs, algorithm, der.bitString(sign('sha256', tbs, options.signingKey ?? caKey))));
}
