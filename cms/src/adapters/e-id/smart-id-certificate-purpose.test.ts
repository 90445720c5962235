import { generateKeyPairSync, X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { smartIdAuthenticationCertificateProblem as problemOf } from './smart-id-certificate-purpose';
import { certificatePolicies, clientAuth, extendedKeyUsage, extension, keyUsage, makeCertificate } from './test-certificates.test.helpers';

const person = { C: 'EE', CN: 'TESTNUMBER,OK,PNOEE-30303039914', SN: 'TESTNUMBER', GN: 'OK', serialNumber: 'PNOEE-30303039914' };
const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const policies = certificatePolicies;
const certificate = (...extensions: Buffer[]) => makeCertificate({ subject: person, publicKey, extensions });

const smartIdAuthentication = '1.3.6.1.4.1.62306.5.7.0';
const qualified = ['1.3.6.1.4.1.10015.17.2', '0.4.0.2042.1.2'];
// keyUsage's first octet: 0x80 digitalSignature, 0x40 nonRepudiation, 0x20 keyEncipherment, 0x10 dataEncipherment.
const signs = 0x80;

describe('a Smart-ID certificate is taken for a login only when SK made it for authentication', () => {
  it('takes the sandbox demo identities, which have the profile of SK\'s authentication certificates', () => {
    const demo = new X509Certificate(readFileSync(path.join(sandboxIdentityDir, 'smart-id', '30303039914.pem')));
    expect(problemOf(demo)).toBeNull();
  });

  it('takes the profile from April 2025 (Smart-ID authentication usage, digitalSignature) and the one before (TLS client authentication with encipherment)', () => {
    expect(problemOf(certificate(keyUsage(signs), extendedKeyUsage(smartIdAuthentication), policies(...qualified)))).toBeNull();
    expect(problemOf(certificate(keyUsage(signs | 0x20 | 0x10), extendedKeyUsage(clientAuth), policies(...qualified)))).toBeNull();
    // As openssl writes them: the trailing zero bits marked unused (03 02 07 80, 03 02 04 b0).
    expect(problemOf(certificate(keyUsage(signs, 7), extendedKeyUsage(smartIdAuthentication), policies(...qualified)))).toBeNull();
    expect(problemOf(certificate(keyUsage(0xb0, 4), extendedKeyUsage(clientAuth), policies(...qualified)))).toBeNull();
  });

  it('never reads a bit marked unused as set', () => {
    // keyEncipherment and dataEncipherment set, but in the 4 bits the encoding calls unused.
    expect(problemOf(certificate(keyUsage(0xb0, 6), extendedKeyUsage(clientAuth), policies(...qualified)))).toBe('notForAuthentication');
  });

  it('refuses the same person\'s signing certificate, one without the usages, an old-profile one without encipherment, and a non-qualified one', () => {
    const refused: Array<[X509Certificate, string]> = [
      [certificate(keyUsage(0x40), policies(...qualified, '0.4.0.194112.1.2')), 'notForAuthentication'],
      [certificate(keyUsage(0x40), extendedKeyUsage(smartIdAuthentication), policies(...qualified)), 'notForAuthentication'],
      [certificate(keyUsage(signs), policies(...qualified)), 'notForAuthentication'],
      [certificate(extendedKeyUsage(smartIdAuthentication), policies(...qualified)), 'notForAuthentication'],
      [certificate(keyUsage(signs), extendedKeyUsage(clientAuth), policies(...qualified)), 'notForAuthentication'],
      [certificate(keyUsage(signs), extendedKeyUsage(smartIdAuthentication), policies('1.3.6.1.4.1.10015.17.1', '0.4.0.2042.1.1')), 'notQualifiedSmartId'],
      [certificate(keyUsage(signs), extendedKeyUsage(smartIdAuthentication), policies(qualified[0]!)), 'notQualifiedSmartId'],
      [certificate(keyUsage(signs), extendedKeyUsage(smartIdAuthentication)), 'notQualifiedSmartId'],
    ];
    for (const [candidate, problem] of refused) expect(problemOf(candidate)).toBe(problem);
  });

  it('refuses a certificate whose policies extension does not parse', () => {
    expect(problemOf(certificate(keyUsage(signs), extendedKeyUsage(smartIdAuthentication), extension('2.5.29.32', Buffer.from([0x30, 0x05, 0x06]))))).toBe('malformedExtensions');
  });
});
