import { graphqlClient } from './graphql';
import { request } from './http';
import { fuzzRequest, type FuzzRequest } from './fuzz/public-requests';
import { RandomInput } from './fuzz/random-input';
import { bootCms, cmsDir } from './strapi-process';

// `npm run bench:fuzz` sets a larger count; FUZZ_SEED replays a run.
const vehicleQuery = 'query Vehicle($plate: String!) { vehicle(plate: $plate) { found vehicle { make } } }';
const count = Number(process.env.FUZZ_COUNT ?? 2500);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const leaks = [/\n\s+at [^\n]+:\d+:\d+/, /node_modules/, new RegExp(cmsDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), /\/(home|work|usr|tmp)\/[\w.-]+\//, /\.(ts|js):\d+/, /"stack"\s*:/, /SqliteError|SQLITE_|knex|syntax error at or near/i];

// fetch pools its connections: a request refused before its body was read shares them with those that follow.
async function send(baseUrl: string, fuzz: FuzzRequest) {
  const response = await fetch(`${baseUrl}${fuzz.path}`, { method: fuzz.method, headers: fuzz.headers, body: fuzz.body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

/** A request that got no answer in time (a connection stuck behind a refused body) is a failure, whatever /_health says. */
const timedOut = (error: Error) => error.name === 'TimeoutError' || error.name === 'AbortError';

describe('public endpoints under bad input (sqlite)', () => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let url: string;

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): introspection off and no rate limits, as the fuzzing
    // needs (the schema suite reads the schema).
    booted = await bootCms('sqlite', {
      GRAPHQL_INTROSPECTION: 'false',
      QUOTE_RATE_BURST: '100000', QUOTE_RATE_PER_MINUTE: '100000', APPLY_RATE_BURST: '100000', APPLY_RATE_PER_MINUTE: '100000',
      APPLY_EMAIL_RATE_BURST: '100000', APPLY_EMAIL_RATE_PER_MINUTE: '100000',
    });
    url = booted.cms.url;
  });

  afterAll(async () => {
    await booted?.stop();
  });

  describe('GraphQL refuses what is too large with a 4xx and a code', () => {
    const refusals: [string, string, string][] = [
      ['too deep', `{ ${'me { '.repeat(11)}id${' }'.repeat(11)} }`, 'QUERY_TOO_DEEP'],
      ['too many aliases', `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: paymentEmail`).join(' ')} }`, 'TOO_MANY_ALIASES'],
      ['too costly', `{ ${'paymentEmail '.repeat(301)} }`, 'QUERY_TOO_COSTLY'],
      ['too many tokens', `{ ${'__typename '.repeat(6000)} }`, 'QUERY_TOO_LARGE'],
      ['not GraphQL', '{ me { ', 'GRAPHQL_PARSE_FAILED'],
      ['introspection (off in production)', '{ __schema { queryType { name } } }', 'GRAPHQL_VALIDATION_FAILED'],
    ];
    for (const [what, query, code] of refusals) {
      it(what, async () => {
        const answer = await graphqlClient(url).query(query);
        expect(answer.status).toBe(400);
        expect((answer.errors?.[0] as { extensions?: { code?: string } })?.extensions?.code).toBe(code);
      });
    }

    it('batches: one operation per request', async () => {
      const answer = await request(url, '/api/graphql', { method: 'POST', body: [{ query: '{ paymentEmail }' }, { query: '{ paymentEmail }' }] });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('BATCHING_DISABLED');
    });

    it("the site's own operations still run", async () => {
      const answer = await graphqlClient(url).query(vehicleQuery, { plate: '123ABC' });
      expect(answer.status).toBe(200);
      expect(answer.data.vehicle.vehicle.make).toBe('Toyota');
    });
  });

  it('the API answers with protective headers', async () => {
    const response = await fetch(`${url}/api/pages?locale=et`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('a content query naming a prototype property is refused, not a server error (found by seed 99)', async () => {
    for (const path of ['/api/products?fields[0]=constructor', '/api/pages?locale=et&sort=toString:asc']) {
      const answer = await request(url, path);
      expect([path, answer.status, answer.body?.error?.details?.code]).toEqual([path, 400, 'invalidQuery']);
    }
  });

  it(`${count} generated bad requests (seed ${seed}): no 5xx, no stack trace or path, and normal answers afterwards`, async () => {
    const random = new RandomInput(seed);
    const fuzzRequests = Array.from({ length: count }, () => fuzzRequest(random));
    const counts = new Map<string, Map<number, number>>();
    const failures: string[] = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < fuzzRequests.length) {
        const fuzz = fuzzRequests[next++]!;
        let { status, text } = await send(url, fuzz).catch((error: Error) => ({ status: timedOut(error) ? -2 : 0, text: String(error) }));
        // A server may answer an oversized request early and close before reading all of it; that
        // is a failure only if the CMS no longer answers.
        if (status === 0 && (await fetch(`${url}/_health`).then((answer) => answer.status === 204, () => false))) status = -1;
        const byStatus = counts.get(fuzz.endpoint) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        counts.set(fuzz.endpoint, byStatus);
        const leak = leaks.find((pattern) => pattern.test(text));
        const ranAnyway = fuzz.refused && status !== -1 && (status < 400 || status >= 500);
        if (status >= 500 || status === 0 || status === -2 || leak || ranAnyway) {
          const sent = typeof fuzz.body === 'string' ? ` ${fuzz.body.slice(0, 300)}` : '';
          failures.push(`${status} ${fuzz.method} ${fuzz.path.slice(0, 200)}${sent}${leak ? ` leaks ${leak}` : ''}${ranAnyway ? ' (not refused)' : ''}: ${text.slice(0, 300)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const lines = [...counts].map(([endpoint, byStatus]) => `  ${endpoint}: ${[...byStatus.values()].reduce((a, b) => a + b, 0)} (${[...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ')})`);
    // Status -1: the connection closed early on an oversized request, the CMS still answering; -2: no answer in 10 s.
    console.log(`fuzz: ${count} requests, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures\n${lines.join('\n')}`);
    if (failures.length) console.log(`The CMS's log:\n${booted.cms.output().slice(-8000)}`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(counts.size).toBe(5);

    // Still answering normally.
    expect((await request(url, '/api/pages?locale=et')).status).toBe(200);
    expect((await graphqlClient(url).query(vehicleQuery, { plate: '123ABC' })).data.vehicle.vehicle.make).toBe('Toyota');
    expect((await request(url, '/api/payments/notification', { method: 'POST', body: { orderToken: 'x' } })).status).toBeLessThan(500);
    expect(booted.cms.output()).not.toMatch(/FATAL|Unhandled|heap out of memory/i);
  });
});
