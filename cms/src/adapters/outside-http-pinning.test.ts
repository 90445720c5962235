import { createServer, type Server } from 'https';
import type { AddressInfo } from 'net';
import { makeCa } from './e-id/test-certificates.test.helpers';
import { localHttpsChain } from './local-https.test.helpers';
import { createOutsideFetch } from './outside-http';
import { PinnedKeyMismatch, publicKeyPin } from './pinned-keys';

// A local HTTPS server with a self-made chain: root CA -> the server's certificate for 127.0.0.1.
const { root, serverCertificate, serverOptions } = localHttpsChain('Pinning Test Root');
const serverCa = [root.toString()];
const otherPin = publicKeyPin(makeCa('Some Other Key').certificate);

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(serverOptions, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"state":"RUNNING"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('pinned public keys of an outside service (SMART_ID_PINNED_KEYS, MOBILE_ID_PINNED_KEYS, ID_CARD_OCSP_PINNED_KEYS)', () => {
  it('connects when the server or its CA shows a pinned key, as base64 or as curl\'s sha256//', async () => {
    for (const pinnedKeys of [[publicKeyPin(serverCertificate)], [otherPin, `sha256//${publicKeyPin(root)}`]]) {
      const answer = await createOutsideFetch({ serverCa, pinnedKeys, pinsSetting: 'MOBILE_ID_PINNED_KEYS' })(`${base}/session`);
      expect(await answer.json()).toEqual({ state: 'RUNNING' });
    }
  });

  it('refuses a server whose chain shows none of the pinned keys, naming the setting and the keys it saw', async () => {
    const call = createOutsideFetch({ serverCa, pinnedKeys: [otherPin], pinsSetting: 'MOBILE_ID_PINNED_KEYS' })(`${base}/session`);
    await expect(call).rejects.toThrow(PinnedKeyMismatch);
    await expect(createOutsideFetch({ serverCa, pinnedKeys: [otherPin], pinsSetting: 'MOBILE_ID_PINNED_KEYS' })(`${base}/session`)).rejects.toThrow(
      `127.0.0.1 presented none of the public keys pinned in MOBILE_ID_PINNED_KEYS (it presented sha256//${publicKeyPin(serverCertificate)}, sha256//${publicKeyPin(root)})`,
    );
  });

  it('still checks the certificate itself: a pinned key on an untrusted chain is refused', async () => {
    await expect(createOutsideFetch({ pinnedKeys: [publicKeyPin(serverCertificate)] })(`${base}/session`)).rejects.toThrow(/self.signed|unable to verify|local issuer/i);
  });
});
