import http from 'http';
import { expect, test } from '@playwright/test';

// A body the CMS refuses before reading it (over its 256 kB limit) must not hurt the next request on a pooled
// connection: the client's, and the site server's or nginx's own pool to the CMS.
const servers = [
  { server: 'site server', base: process.env.E2E_BASE_URL ?? 'http://localhost:8000' },
  { server: 'nginx', base: process.env.E2E_NGINX_URL ?? '' },
];
const json = { 'content-type': 'application/json', origin: 'http://localhost:8000' };

function post(agent: http.Agent, url: string, body: string): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, method: 'POST', headers: json }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, ms: Date.now() - started }));
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}

for (const { server, base } of servers) {
  test(`three oversized GraphQL posts, then three normal ones, all answered at once (${server})`, async () => {
    expect(base).toBeTruthy();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const oversized = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(3_000_000) } });
      for (let round = 0; round < 3; round += 1) expect((await post(agent, `${base}/api/graphql`, oversized)).status).toBe(413);
      for (let round = 0; round < 3; round += 1) {
        const answer = await post(agent, `${base}/api/graphql`, JSON.stringify({ query: '{ __typename }' }));
        expect([round, answer.status, JSON.parse(answer.text).data]).toEqual([round, 200, { __typename: 'Query' }]);
        expect(answer.ms).toBeLessThan(2000);
      }
    } finally {
      agent.destroy();
    }
  });
}
