import http from 'http';
import type { AddressInfo } from 'net';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { send, sendAndStall, startSiteServer } from './keep-alive-client';
import { bootCms } from './strapi-process';

// HTTP-level rules, the same on every database: run on SQLite only.
const requestTimeoutMs = 2000;
const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: paymentEmail`).join(' ')} }`;
const json = { 'content-type': 'application/json', origin: 'http://localhost:8000' };
const codeOf = (text: string) => (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
/** A JSON body of about `bytes`, over the CMS's 256 kB limit when `bytes` is. */
const graphqlBody = (bytes: number) => JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(bytes) } });
const notificationBody = (bytes: number) => JSON.stringify({ orderToken: 'x'.repeat(bytes) });

describe('HTTP limits (sqlite)', () => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let url: string;
  let site: Awaited<ReturnType<typeof startSiteServer>>;
  const siteDir = mkdtempSync(path.join(tmpdir(), 'http-limits-site-'));
  const agents: http.Agent[] = [];
  /** One keep-alive socket at a time, as a pooled proxy holds them. */
  const oneSocket = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): its request timeout holds for every request the process
    // answers.
    booted = await bootCms('sqlite', { SEED: 'false', HTTP_REQUEST_TIMEOUT_MS: String(requestTimeoutMs) });
    url = booted.cms.url;
    site = await startSiteServer(url, siteDir);
  });

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await site?.stop();
    await booted?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('every answer carries the same security headers: a GET, the first POST and the POSTs after it', async () => {
    const helmetHeaders = ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'x-powered-by'];
    const security = (headers: http.IncomingHttpHeaders) => Object.fromEntries(helmetHeaders.map((name) => [name, headers[name]]));
    const post = () => send(oneSocket(), `${url}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }) });
    const answers = [await send(oneSocket(), `${url}/_health`), await post(), await post(), await send(oneSocket(), `${url}/api/payments/notification`, { method: 'POST', headers: json, body: '{}' })];
    const [get] = answers.map((answer) => security(answer.headers));
    expect(get).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'x-powered-by': undefined });
    expect(get!['content-security-policy']).toContain("frame-ancestors 'self'");
    for (const answer of answers) expect(security(answer.headers)).toEqual(get);
  });

  describe('GraphQL runs only what its limits judged', () => {
    it('GraphQL over GET is refused with 405 before Apollo, whatever the query parameters', async () => {
      const query = encodeURIComponent(aliases(150));
      for (const search of [`query=${query}&query[]=x`, `query[]=${query}`, `query=${query}&query=x`, `query=${encodeURIComponent('{ __typename }')}`]) {
        // The header Apollo's CSRF prevention asks of a GET: without the refusal, Apollo would run it.
        const answer = await send(oneSocket(), `${url}/api/graphql?${search}`, { headers: { 'apollo-require-preflight': '1' } });
        expect([search.slice(-20), answer.status, answer.headers.allow, codeOf(answer.text)]).toEqual([search.slice(-20), 405, 'POST', 'METHOD_NOT_ALLOWED']);
      }
    });

    it('every other method but POST is refused too; the CORS preflight still answers', async () => {
      for (const method of ['HEAD', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await send(oneSocket(), `${url}/api/graphql`, { method, headers: json, body: method === 'HEAD' ? undefined : JSON.stringify({ query: '{ __typename }' }) });
        expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'POST']);
      }
      const preflight = await send(oneSocket(), `${url}/api/graphql`, { method: 'OPTIONS', headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    });

    it('the endpoint spelled another way does not skip the limits', async () => {
      for (const endpoint of ['/api/graphql/', '/API/GraphQL', '/api/GRAPHQL/']) {
        const answer = await send(oneSocket(), `${url}${endpoint}`, { method: 'POST', headers: json, body: JSON.stringify({ query: aliases(150) }) });
        expect([endpoint, answer.status, codeOf(answer.text)]).toEqual([endpoint, 404, 'NOT_FOUND']);
      }
    });

    it('a POST with parameters in its address is refused: the operation travels in the body only', async () => {
      const answer = await send(oneSocket(), `${url}/api/graphql?query=${encodeURIComponent(aliases(150))}`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }) });
      expect([answer.status, codeOf(answer.text)]).toEqual([400, 'URL_PARAMETERS_NOT_ALLOWED']);
    });

    it('a subscription is refused as a client error with a code', async () => {
      for (const body of [{ query: 'subscription { paymentEmail }' }, { query: 'query A { paymentEmail } subscription B { paymentEmail }', operationName: 'B' }]) {
        const answer = await send(oneSocket(), `${url}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify(body) });
        expect([answer.status, codeOf(answer.text)]).toEqual([400, 'SUBSCRIPTIONS_NOT_SUPPORTED']);
      }
    });

    it('the limits still pass a normal operation', async () => {
      const answer = await send(oneSocket(), `${url}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }) });
      expect([answer.status, JSON.parse(answer.text).data]).toEqual([200, { __typename: 'Query' }]);
    });
  });

  describe('a refused body never hurts the next request on its connection', () => {
    const cases: [string, string, (bytes: number) => string, (text: string) => unknown][] = [
      ['GraphQL', '/api/graphql', graphqlBody, (text) => codeOf(text)],
      ['REST JSON', '/api/payments/notification', notificationBody, (text) => JSON.parse(text).error?.details?.code],
    ];
    for (const [what, endpoint, body, code] of cases) {
      for (const bytes of [300_000, 3_000_000]) {
        it(`${what}: an oversized body (${bytes / 1000} kB) is answered 413 with Connection: close; the next request on the pool is answered at once`, async () => {
          const agent = oneSocket();
          const refused = await send(agent, `${url}${endpoint}`, { method: 'POST', headers: json, body: body(bytes) });
          expect([refused.status, code(refused.text)]).toEqual([413, what === 'GraphQL' ? 'BODY_TOO_LARGE' : 'bodyTooLarge']);
          const next = await send(agent, `${url}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }), timeoutMs: 5000 });
          expect([next.status, JSON.parse(next.text).data]).toEqual([200, { __typename: 'Query' }]);
          expect(next.ms).toBeLessThan(2000);
          expect(refused.headers.connection).toBe('close');
        });
      }
    }

    it("through the site's proxy: three oversized posts, then three normal ones, all answered at once", async () => {
      const agent = oneSocket();
      for (let round = 0; round < 3; round += 1) {
        const refused = await send(agent, `${site.url}/api/graphql`, { method: 'POST', headers: json, body: graphqlBody(3_000_000) });
        expect(refused.status).toBe(413);
      }
      for (let round = 0; round < 3; round += 1) {
        const next = await send(agent, `${site.url}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }), timeoutMs: 5000 });
        expect([round, next.status, next.text && JSON.parse(next.text).data]).toEqual([round, 200, { __typename: 'Query' }]);
        expect(next.ms).toBeLessThan(2000);
      }
    });
  });

  it('the CMS keeps an idle connection longer than the proxies in front of it pool theirs (nginx 60 s, the site server 4 s)', async () => {
    const answer = await send(oneSocket(), `${url}/_health`);
    expect([answer.status, answer.headers['keep-alive']]).toEqual([204, 'timeout=65']);
  });

  describe('no request waits for a body that will not come', () => {
    for (const endpoint of ['/api/graphql', '/api/payments/notification']) {
      it(`${endpoint}: headers and half a body, then nothing: 408 and closed within the request timeout`, async () => {
        const head = `POST ${endpoint} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: http://localhost:8000\r\nContent-Length: 1000\r\n\r\n{"query":"{ __typename }","x":"`;
        const { received, closedAfterMs } = await sendAndStall(url, head);
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
        expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 2000);
      });
    }
  });
});

describe("the site server's pool to the CMS", () => {
  it('a bodiless request whose pooled socket the CMS closed as it was reused is sent again on a fresh one', async () => {
    // A stand-in CMS that drops every socket on its second request, as a server closing an idle connection would.
    const seen: number[] = [];
    const upstream = http.createServer((request, response) => {
      const socket = request.socket as typeof request.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      seen.push(socket.served);
      if (socket.served > 1) return socket.destroy();
      response.end('{"ok":true}');
    });
    upstream.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const siteDir = mkdtempSync(path.join(tmpdir(), 'http-limits-site-'));
    const site = await startSiteServer(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, siteDir);
    const agent = new http.Agent({ keepAlive: false });
    try {
      for (let round = 0; round < 2; round += 1) {
        const answer = await send(agent, `${site.url}/api/pages`);
        expect([round, answer.status, answer.text]).toEqual([round, 200, '{"ok":true}']);
      }
      expect(seen).toEqual([1, 2, 1]);
    } finally {
      agent.destroy();
      await site.stop();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
