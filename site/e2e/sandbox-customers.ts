import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Customers of the browser tests' own, besides the sandbox's demo identities. A logged-in customer's cart is the
 * person's, not the browser's: a spec that buys as a person no other spec buys as can run beside the others. The
 * browser-test runner has the sandbox CA issue their certificates from sandbox-customers.json at each run
 * (packages/tooling/lib/browser-identities.mjs) and gives the CMS the folder (E_ID_SANDBOX_EXTRA_IDENTITIES).
 * A Smart-ID customer logs in by notification or QR code, an ID card customer with the ID card; the business
 * register's sandbox knows none of them (the company specs stay with the demo identities it knows).
 */
export interface SandboxCustomer {
  method: 'smartId' | 'idCard';
  personalCode: string;
  givenName: string;
  surname: string;
}

type Role = 'privacy' | 'insuranceDocuments' | 'purchaseFlowsBuyer' | 'purchaseFlowsOtherBuyer' | 'policyConclusion';

export const sandboxCustomers = JSON.parse(readFileSync(path.join(__dirname, 'sandbox-customers.json'), 'utf8')) as Record<Role, SandboxCustomer>;
