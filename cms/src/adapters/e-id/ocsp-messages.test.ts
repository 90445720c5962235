import { createHash, randomBytes } from 'crypto';
import { decodeOcspRequest } from '../e-id-sandbox/ocsp-responder';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { certificateFields } from './certificate-fields';
import { certIdFor, decodeCertId, encodeCertId, encodeNonceExtension, encodeOcspRequest, serialHex } from './ocsp-messages';
import { ca } from './test-certificates.test.helpers';
import { demo } from './web-eid.test.helpers';

describe('OCSP messages', () => {
  it('encode and decode a CertID (SHA-1 hashes of the issuer name and key, the serial as encoded)', () => {
    const id = certIdFor(demo.certificate, ca);
    const encoded = encodeCertId(id);
    expect(decodeCertId(encoded)).toEqual(id);
    // AlgorithmIdentifier { id-sha1 1.3.14.3.2.26, NULL } (RFC 6960 examples write the NULL parameters).
    expect(encoded.toString('hex')).toContain('300906052b0e03021a0500');
    // openssl put SHA-1 of the CA's public key in its subject key identifier when it made ca.pem.
    expect(id.issuerKeyHash.toString('hex').toUpperCase()).toBe('095441B89087A2079BA2273A87899F340748822E');
    expect(id.issuerNameHash).toEqual(createHash('sha1').update(certificateFields(ca.raw).subject).digest());
    expect(serialHex(id.serialNumber)).toBe(demo.certificate.serialNumber);

    const highBit = { ...id, hashAlgorithm: 'sha256' as const, issuerNameHash: Buffer.alloc(32, 1), issuerKeyHash: Buffer.alloc(32, 2), serialNumber: Buffer.from([0x00, 0x80]) };
    expect(decodeCertId(encodeCertId(highBit))).toEqual(highBit);
  });

  it('read the issuer name as the certificate holds it (the name hash is over those bytes)', () => {
    // The Name is the issuer field of the person's certificate: the same bytes as the CA's subject.
    const issuerOfDemo = certificateFields(demo.certificate.raw).issuer;
    expect(demo.certificate.raw.includes(issuerOfDemo)).toBe(true);
    expect(certificateFields(ca.raw).subject).toEqual(issuerOfDemo);
  });

  it('carry the certificates and the nonce of a request (the nonce an OCTET STRING inside extnValue, RFC 8954)', () => {
    const ids = [certIdFor(demo.certificate, ca), certIdFor(sandboxIdentity('40504040001')!.certificate, ca, 'sha256')];
    const nonce = randomBytes(32);
    expect(decodeOcspRequest(encodeOcspRequest(ids, nonce))).toEqual({ certIds: ids, nonce });
    expect(decodeOcspRequest(encodeOcspRequest(ids))).toEqual({ certIds: ids });
    // SEQUENCE(47) { OID id-pkix-ocsp-nonce, OCTET STRING(34) { OCTET STRING(32) nonce } }
    expect(encodeNonceExtension(nonce).toString('hex')).toBe(`302f06092b06010505073001020422 0420${nonce.toString('hex')}`.replace(' ', ''));
  });
});
