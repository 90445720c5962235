import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';
import { issueSandboxCertificate, makeIdCardKey, makeSmartIdKey } from './sandbox-certificates.mjs';

/**
 * The browser tests' own customers (site/e2e/sandbox-customers.json, see sandbox-customers.ts there): their
 * certificates and keys made with the sandbox CA into `dir`, the CMS's E_ID_SANDBOX_EXTRA_IDENTITIES. One key
 * per login method for all of them: they only stand in for several phones and cards.
 */
export function makeBrowserTestIdentities(dir) {
  const customers = Object.values(JSON.parse(readFileSync(path.join(root, 'site/e2e/sandbox-customers.json'), 'utf8')));
  const keys = { smartId: path.join(dir, 'smart-id.key'), idCard: path.join(dir, 'id-card.key') };
  makeSmartIdKey(keys.smartId);
  makeIdCardKey(keys.idCard);
  customers.forEach((customer, index) => {
    // Serials of their own: the sandbox's OCSP responder knows a certificate by it.
    issueSandboxCertificate({ dir, key: keys[customer.method], serial: 2_000_000 + index, ...customer });
    copyFileSync(keys[customer.method], path.join(dir, `${customer.personalCode}.key`));
  });
}
