import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

const caDir = path.join(root, 'cms/src/adapters/e-id-sandbox/identities');

/** The Estonian personal code check digit (two rounds of weights, mod 11). */
function checkDigit(first10) {
  const digits = [...first10].map(Number);
  for (const weights of [[1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]]) {
    const rest = digits.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 11;
    if (rest < 10) return rest;
  }
  return 0;
}

/** Adult demo-style personal codes (men born 1 January 1980), distinct from the sandbox's own. */
export function benchPersonalCodes(count) {
  return Array.from({ length: count }, (_, index) => {
    const first10 = `3800101${String(100 + index).padStart(3, '0')}`;
    return `${first10}${checkDigit(first10)}`;
  });
}

/**
 * Smart-ID accounts for a load bench (the sandbox has only two that log in, and each customer has one
 * cart): certificates made with the sandbox CA into `dir`, which the CMS reads from
 * E_ID_SANDBOX_EXTRA_IDENTITIES. One key for all of them: they only stand in for many phones.
 */
export function makeBenchIdentities(count, dir) {
  const key = path.join(dir, 'bench.key');
  // RSA, as Smart-ID's keys are (its RP API v2 signs PKCS#1 v1.5), in SK's Smart-ID authentication certificate
  // profile, which the CMS requires of a Smart-ID login.
  // Its progress dots go nowhere; a failure still throws with openssl's message.
  execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', key], { stdio: ['ignore', 'ignore', 'pipe'] });
  const config = path.join(dir, 'openssl.cnf');
  writeFileSync(config, '[req]\ndistinguished_name=dn\n[dn]\n');
  const codes = benchPersonalCodes(count);
  codes.forEach((code, index) => {
    execFileSync('openssl', [
      'req', '-config', config, '-x509', '-new', '-utf8', '-key', key,
      '-subj', `/C=EE/CN=CUSTOMER\\,BENCH\\,PNOEE-${code}/SN=CUSTOMER/GN=BENCH/serialNumber=PNOEE-${code}`,
      '-CA', path.join(caDir, 'ca.pem'), '-CAkey', path.join(caDir, 'ca.key'), '-set_serial', String(1_000_000 + index), '-days', '2', '-sha256',
      '-addext', 'keyUsage=critical,digitalSignature', '-addext', 'extendedKeyUsage=1.3.6.1.4.1.62306.5.7.0',
      '-addext', 'certificatePolicies=1.3.6.1.4.1.10015.17.2,0.4.0.2042.1.2',
      '-out', path.join(dir, `${code}.pem`),
    ]);
    copyFileSync(key, path.join(dir, `${code}.key`));
  });
  return codes;
}
