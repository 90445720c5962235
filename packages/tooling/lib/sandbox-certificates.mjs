import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

/**
 * Certificates the e-ID sandbox's CA issues at run time, for the folder the CMS reads from
 * E_ID_SANDBOX_EXTRA_IDENTITIES (cms/src/adapters/e-id-sandbox): `<code>.pem` and `<code>.key` per person.
 * Sandbox-only material, like the committed demo identities (generate-identities.sh), with the same profiles.
 */
const caDir = path.join(root, 'cms/src/adapters/e-id-sandbox/identities');

/** The extensions of SK's Smart-ID authentication certificates, which the CMS requires of a Smart-ID login. */
const smartIdProfile = [
  '-addext', 'keyUsage=critical,digitalSignature', '-addext', 'extendedKeyUsage=1.3.6.1.4.1.62306.5.7.0',
  '-addext', 'certificatePolicies=1.3.6.1.4.1.10015.17.2,0.4.0.2042.1.2',
];
/** The ID card's (and Mobile-ID's) authentication certificate profile: digitalSignature, clientAuth. */
const idCardProfile = ['-addext', 'keyUsage=critical,digitalSignature', '-addext', 'extendedKeyUsage=clientAuth'];

const opensslQuiet = { stdio: ['ignore', 'ignore', 'pipe'] };

/** An RSA key, as Smart-ID's are (its RP API v2 signs PKCS#1 v1.5). Its progress dots go nowhere; a failure still throws. */
export function makeSmartIdKey(file) {
  execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', file], opensslQuiet);
}

/** A P-256 key, as the demo ID cards' are. */
export function makeIdCardKey(file) {
  execFileSync('openssl', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-out', file], opensslQuiet);
}

/**
 * The sandbox CA's certificate for an Estonian person into `dir`/<code>.pem: `method` 'smartId' or 'idCard' picks
 * the profile; `key` is the key file it certifies; `serial` must differ from every other certificate of the CA
 * (the sandbox's OCSP responder knows a certificate by it).
 */
export function issueSandboxCertificate({ dir, method, key, personalCode, givenName, surname, serial, days = 2 }) {
  const config = path.join(dir, 'openssl.cnf');
  writeFileSync(config, '[req]\ndistinguished_name=dn\n[dn]\n');
  execFileSync('openssl', [
    'req', '-config', config, '-x509', '-new', '-utf8', '-key', key,
    '-subj', `/C=EE/CN=${surname}\\,${givenName}\\,PNOEE-${personalCode}/SN=${surname}/GN=${givenName}/serialNumber=PNOEE-${personalCode}`,
    '-CA', path.join(caDir, 'ca.pem'), '-CAkey', path.join(caDir, 'ca.key'), '-set_serial', String(serial), '-days', String(days), '-sha256',
    ...(method === 'smartId' ? smartIdProfile : idCardProfile),
    '-out', path.join(dir, `${personalCode}.pem`),
  ]);
}
