import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { issueSandboxCertificate, makeSmartIdKey } from './sandbox-certificates.mjs';

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
  makeSmartIdKey(key);
  const codes = benchPersonalCodes(count);
  codes.forEach((personalCode, index) => {
    issueSandboxCertificate({ dir, method: 'smartId', key, personalCode, givenName: 'BENCH', surname: 'CUSTOMER', serial: 1_000_000 + index });
    copyFileSync(key, path.join(dir, `${personalCode}.key`));
  });
  return codes;
}
