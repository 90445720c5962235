import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { createServer, type Server } from 'https';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import path from 'path';
import { createBusinessRegisterSandbox } from '../src/adapters/business-register/business-register-sandbox';
import { localHttpsChain } from '../src/adapters/local-https.test.helpers';

/**
 * Inside a describe, before the CMS's useCommerceCms: an e-Business Register of the suite's own, served from the jest
 * process by the sandbox's SOAP handler (business-register-sandbox.ts), which the CMS asks as it asks RIK's XML
 * services (`env()`: BUSINESS_REGISTER=live, its address and credentials). The suite changes which codes the register
 * drops the connection for or reports deleted between steps, where the CMS's own sandbox would need a restart.
 * Over HTTPS, as a live register's address must be (settings/live-findings.ts): the certificate is issued by a CA of
 * the suite's own, which the CMS trusts through NODE_EXTRA_CA_CERTS. `silentCodes`: the codes it does not answer
 * for unless a step says otherwise; after each test it is that register again.
 */
export function useBusinessRegisterServer({ silentCodes }: { silentCodes: readonly string[] }) {
  const silent = new Set<string>();
  const deleted = new Set<string>();
  const credentials = { username: 'tarkus-test', password: randomBytes(12).toString('base64url') };
  let server: Server | undefined;
  let caFolder: string | undefined;
  let env: Record<string, string> | undefined;

  /** From the next request on: silent about `silent` (else about `silentCodes`), `deleted` reported deleted (else none). */
  function change(answers: { silent?: readonly string[]; deleted?: readonly string[] }) {
    silent.clear();
    for (const code of answers.silent ?? silentCodes) silent.add(code);
    deleted.clear();
    for (const code of answers.deleted ?? []) deleted.add(code);
  }
  const reset = () => change({});
  reset();

  beforeAll(async () => {
    const chain = localHttpsChain('Business Register Test Root');
    caFolder = mkdtempSync(path.join(tmpdir(), 'business-register-ca-'));
    const caFile = path.join(caFolder, 'root.pem');
    writeFileSync(caFile, chain.root.toString());
    server = createServer(chain.serverOptions, createBusinessRegisterSandbox({ ...credentials, silentCodes: silent, deletedCodes: deleted }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    env = {
      BUSINESS_REGISTER: 'live',
      BUSINESS_REGISTER_URL: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      BUSINESS_REGISTER_USERNAME: credentials.username,
      BUSINESS_REGISTER_PASSWORD: credentials.password,
      NODE_EXTRA_CA_CERTS: caFile,
    };
  });
  afterEach(reset);
  afterAll(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    if (caFolder) rmSync(caFolder, { recursive: true, force: true });
  });

  return {
    /** The CMS's settings for this register; asked when the CMS boots (the port is known once the server listens). */
    env(): Record<string, string> {
      if (!env) throw new Error('The business register server is not listening: call useBusinessRegisterServer before useCommerceCms');
      return env;
    },
    change,
    reset,
  };
}
