import { constants, generateKeyPairSync, sign } from 'crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { RsaSaPssParams, sha256 } from '@peculiar/asn1-rsa';
import { verifyX509Signature } from './ocsp-client';

describe('the signature of an OCSP response', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const data = Buffer.from('tbsResponseData');

  it('verifies RSASSA-PSS with the hash and salt length its parameters name (RFC 4055)', () => {
    const pss = (saltLength: number) =>
      new AlgorithmIdentifier({ algorithm: '1.2.840.113549.1.1.10', parameters: AsnConvert.serialize(new RsaSaPssParams({ hashAlgorithm: sha256, saltLength })) });
    const signature = sign('sha256', data, { key: rsa.privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 });
    expect(verifyX509Signature(pss(32), data, signature, rsa.publicKey)).toBe(true);
    expect(verifyX509Signature(pss(20), data, signature, rsa.publicKey)).toBe(false);
    expect(verifyX509Signature(pss(32), Buffer.from('other data'), signature, rsa.publicKey)).toBe(false);
  });

  it('verifies sha256WithRSAEncryption and refuses an algorithm it does not know', () => {
    const signature = sign('sha256', data, rsa.privateKey);
    expect(verifyX509Signature(new AlgorithmIdentifier({ algorithm: '1.2.840.113549.1.1.11', parameters: null }), data, signature, rsa.publicKey)).toBe(true);
    expect(() => verifyX509Signature(new AlgorithmIdentifier({ algorithm: '1.2.840.113549.1.1.4' }), data, signature, rsa.publicKey)).toThrow(/unsupported signature algorithm/);
  });
});
