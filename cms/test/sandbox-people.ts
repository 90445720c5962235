import { generateKeyPairSync } from 'crypto';
import { writeFileSync } from 'fs';
import path from 'path';
import { makeCertificate, smartIdAuthenticationProfile } from '../src/adapters/e-id/test-certificates.test.helpers';

/**
 * An Estonian person of a suite's own, whom the e-ID sandbox's Smart-ID logs in: a certificate of the sandbox CA
 * and its key in the CMS's extra identities folder (E_ID_SANDBOX_EXTRA_IDENTITIES, `<code>.pem` and `.key`). For a
 * suite on a shared CMS whose tests count or erase everything of a person, which the demo people are not to them.
 */
export function addSandboxPerson(identitiesDir: string, personalCode: string, surname: string, givenName: string): void {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = makeCertificate({
    subject: { C: 'EE', CN: `${surname},${givenName},PNOEE-${personalCode}`, SN: surname, GN: givenName, serialNumber: `PNOEE-${personalCode}` },
    // Unique under the sandbox CA, whose OCSP stand-in knows a certificate by its serial: suites sharing a CMS
    // write persons of their own into one folder.
    serial: Number(personalCode),
    publicKey,
    extensions: smartIdAuthenticationProfile(),
  });
  writeFileSync(path.join(identitiesDir, `${personalCode}.key`), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(path.join(identitiesDir, `${personalCode}.pem`), certificate.toString());
}
