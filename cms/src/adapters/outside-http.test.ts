import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { createOutsideFetch, OutsideCallFailed } from './outside-http';

let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse, body: string) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('sends the method, headers and body, and reads the status, headers and JSON of the answer', async () => {
  handle = (req, res, body) => {
    res.writeHead(201, { 'content-type': 'application/json', 'x-seen': `${req.method} ${req.headers['content-type']} ${req.headers['content-length']}` });
    res.end(JSON.stringify({ echoed: JSON.parse(body) }));
  };
  const answer = await createOutsideFetch()(`${base}/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount":1200}' });
  expect(answer.ok).toBe(true);
  expect(answer.status).toBe(201);
  expect(answer.headers.get('X-Seen')).toBe('POST application/json 15');
  expect(answer.headers.get('x-absent')).toBeNull();
  expect(await answer.json()).toEqual({ echoed: { amount: 1200 } });
});

test('an error status is an answer that is not ok; a DER body is read as bytes', async () => {
  handle = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/ocsp-response' });
    res.end(Buffer.from([0x30, 0x03, 0x0a, 0x01, 0x02]));
  };
  const answer = await createOutsideFetch()(`${base}/ocsp`);
  expect(answer.ok).toBe(false);
  expect(answer.status).toBe(503);
  expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([0x30, 0x03, 0x0a, 0x01, 0x02]);
});

test('a redirect is answered as it is, not followed', async () => {
  handle = (_req, res) => {
    res.writeHead(302, { location: 'https://elsewhere.example/' });
    res.end();
  };
  const answer = await createOutsideFetch()(`${base}/moved`);
  expect(answer.status).toBe(302);
  expect(answer.ok).toBe(false);
});

test('a service that answers too slowly, or sends without end, fails the call instead of holding it', async () => {
  handle = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"state":"RUN');
  };
  await expect(createOutsideFetch({ timeoutMs: 300 })(`${base}/slow`)).rejects.toThrow(new OutsideCallFailed(`127.0.0.1:${new URL(base).port} did not answer in 300 ms`));

  const chunk = Buffer.alloc(64 * 1024, 0x20);
  handle = (_req, res) => {
    res.writeHead(200);
    const more = () => {
      if (res.destroyed) return;
      if (res.write(chunk)) setImmediate(more);
      else res.once('drain', more);
    };
    more();
  };
  await expect(createOutsideFetch({ maxAnswerBytes: 256 * 1024, timeoutMs: 10_000 })(`${base}/endless`)).rejects.toThrow('answered more than 262144 bytes');
});

test('the caller can end a call early with its own signal; an address that is not HTTP is refused', async () => {
  handle = () => undefined;
  await expect(createOutsideFetch()(`${base}/never`, { signal: AbortSignal.timeout(100) })).rejects.toThrow(/abort/i);
  await expect(createOutsideFetch()('ftp://127.0.0.1/file')).rejects.toThrow('not an HTTP address: ftp:');
});
