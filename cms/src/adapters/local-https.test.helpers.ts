// A self-made certificate chain for a test's HTTPS server on 127.0.0.1. Excluded from the build (*.test.*), not a test itself.
import { generateKeyPairSync } from 'crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { GeneralName, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { certificateFields } from './e-id/certificate-fields';
import { extension, makeCa, makeCertificate } from './e-id/test-certificates.test.helpers';

/** A root CA named `rootName` and the server certificate it issued for 127.0.0.1 and localhost. */
export function localHttpsChain(rootName: string) {
  const root = makeCa(rootName);
  const serverKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const subjectAltName = extension('2.5.29.17', Buffer.from(AsnConvert.serialize(new SubjectAlternativeName([
    new GeneralName({ dNSName: 'localhost' }), new GeneralName({ iPAddress: '127.0.0.1' }),
  ]))));
  const serverCertificate = makeCertificate({
    subject: { C: 'EE', CN: '127.0.0.1' },
    publicKey: serverKeys.publicKey,
    extensions: [subjectAltName],
    issuerName: certificateFields(root.certificate.raw).subject,
    signingKey: root.key,
  });
  return {
    root: root.certificate,
    serverCertificate,
    /** What https.createServer takes: the server's key, and its chain up to the root. */
    serverOptions: {
      key: serverKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      cert: [serverCertificate.toString(), root.certificate.toString()].join(''),
    },
  };
}
