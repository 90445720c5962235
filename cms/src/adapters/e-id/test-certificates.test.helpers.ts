// Test certificates for the e-ID tests, made with the DER writer (openssl is not at hand in the tests)
// and issued by the sandbox CA. Excluded from the build (*.test.*), not a test itself.
import { createPrivateKey, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { sandboxCertificateAuthority, sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { der, encodeDer } from './der-encode';
import { certificateFields } from './certificate-fields';

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
/** basicConstraints: cA TRUE marks a CA's certificate (critical, as CAs write it). */
export const basicConstraints = (isCa: boolean) => extension('2.5.29.19', der.sequence(...(isCa ? [der.boolean(true)] : [])), true);
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
  notBefore?: Date;
  notAfter?: Date;
}): X509Certificate {
  const algorithm = der.sequence(der.oid('1.2.840.10045.4.3.2'));
  const tbs = der.sequence(
    der.explicit(0, der.integer(2)),
    der.integer((nextSerial += 1)),
    algorithm,
    options.issuerName ?? certificateFields(ca.raw).subject.raw,
    der.sequence(der.utcTime(options.notBefore ?? new Date(Date.now() - 60_000)), der.utcTime(options.notAfter ?? new Date(Date.now() + 365 * 86_400_000))),
    nameOf(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    ...(options.extensions?.length ? [der.explicit(3, der.sequence(...options.extensions))] : []),
  );
  return new X509Certificate(der.sequence(tbs, algorithm, der.bitString(sign('sha256', tbs, options.signingKey ?? caKey))));
}

/** The key usage of a CA: keyCertSign and cRLSign. */
const caKeyUsage = () => keyUsage(0x06, 1);

/**
 * A CA of a test chain: a self-signed root without `issuer`, else an intermediate it issued. `isCa: false`
 * makes an ordinary certificate that nonetheless signs others.
 */
export function makeCa(name: string, options: { issuer?: { certificate: X509Certificate; key: KeyObject }; notBefore?: Date; notAfter?: Date; isCa?: boolean } = {}) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const subject = { C: 'EE', CN: name };
  const isCa = options.isCa ?? true;
  const certificate = makeCertificate({
    subject,
    publicKey: keys.publicKey,
    extensions: isCa ? [basicConstraints(true), caKeyUsage()] : [],
    issuerName: options.issuer ? certificateFields(options.issuer.certificate.raw).subject.raw : nameOf(subject),
    signingKey: options.issuer?.key ?? keys.privateKey,
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
    ...(options.notAfter ? { notAfter: options.notAfter } : {}),
  });
  return { certificate, key: keys.privateKey };
}
