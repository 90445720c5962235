import { createHash, randomBytes } from 'crypto';
import { decodeOcspRequest } from '../e-id-sandbox/ocsp-responder';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { decodeDer } from './der-decode';
import { readOid, readSmallInteger, readTime } from './der-values';
import { der } from './der-encode';
import { certificateFields } from './certificate-fields';
import { certIdFor, decodeCertId, encodeCertId, encodeOcspRequest, serialHex } from './ocsp-messages';
import { ca } from './test-certificates.test.helpers';
import { demo } from './web-eid.test.helpers';

describe('DER and OCSP messages', () => {
  it('encode and decode a CertID (SHA-1 hashes of the issuer name and key, the serial as encoded)', () => {
    const id = certIdFor(demo.certificate, ca);
    const encoded = encodeCertId(id);
    expect(decodeCertId(encoded)).toEqual(id);
    const node = decodeDer(encoded);
    expect(readOid(node.child(0).child(0))).toBe('1.3.14.3.2.26');
    expect(node.child(0).child(1).raw).toEqual(Buffer.from([0x05, 0x00]));
    // openssl put SHA-1 of the CA's public key in its subject key identifier when it made ca.pem.
    expect(id.issuerKeyHash.toString('hex').toUpperCase()).toBe('095441B89087A2079BA2273A87899F340748822E');
    expect(id.issuerNameHash).toEqual(createHash('sha1').update(certificateFields(ca.raw).subject.raw).digest());
    expect(serialHex(id.serialNumber)).toBe(demo.certificate.serialNumber);

    const highBit = { ...id, hashAlgorithm: 'sha256' as const, issuerNameHash: Buffer.alloc(32, 1), issuerKeyHash: Buffer.alloc(32, 2), serialNumber: Buffer.from([0x00, 0x80]) };
    expect(decodeCertId(encodeCertId(highBit))).toEqual(highBit);
  });

  it('write and read DER values (vectors from X.690)', () => {
    expect(der.oid('1.2.840.113549.1.1.11').toString('hex')).toBe('06092a864886f70d01010b');
    expect(readOid(decodeDer(der.oid('2.999.3')))).toBe('2.999.3');
    expect(der.integer(128).toString('hex')).toBe('02020080');
    expect(der.integer(0).toString('hex')).toBe('020100');
    expect(readSmallInteger(decodeDer(der.integer(65_537)))).toBe(65_537);
    expect(der.octetString(Buffer.alloc(200)).subarray(0, 3).toString('hex')).toBe('0481c8');
    expect(der.octetString(Buffer.alloc(300)).subarray(0, 4).toString('hex')).toBe('0482012c');
    expect(der.generalizedTime(new Date('2026-11-21T12:00:05.250Z')).toString('latin1').slice(2)).toBe('20261121120005Z');
    expect(readTime(decodeDer(der.utcTime(new Date('2036-01-02T03:04:05Z'))))).toEqual(new Date('2036-01-02T03:04:05Z'));
    expect(() => decodeDer(Buffer.from('3080', 'hex'))).toThrow(/indefinite/);
    expect(() => decodeDer(Buffer.from('040500', 'hex'))).toThrow(/beyond/);
    expect(() => decodeDer(Buffer.from('05000500', 'hex'))).toThrow(/trailing/);
  });

  it('carry the certificates and the nonce of a request', () => {
    const ids = [certIdFor(demo.certificate, ca), certIdFor(sandboxIdentity('40504040001')!.certificate, ca, 'sha256')];
    const nonce = randomBytes(32);
    expect(decodeOcspRequest(encodeOcspRequest(ids, nonce))).toEqual({ certIds: ids, nonce });
    expect(decodeOcspRequest(encodeOcspRequest(ids))).toEqual({ certIds: ids });
  });
});
