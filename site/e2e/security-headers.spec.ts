import { createHash } from 'crypto';
import { expect, test, type APIResponse } from '@playwright/test';

// Requests that change nothing: spread over every worker, not queued on one at the end of the run.
test.describe.configure({ mode: 'parallel' });

// Every kind of answer the site server gives, with what it is.
const routeKinds = [
  { kind: 'static page', path: '/' },
  { kind: 'static page, prefixed language', path: '/en/' },
  { kind: 'quote form page', path: '/liikluskindlustus-dev/' },
  { kind: 'careers form page (captcha)', path: '/karjaar/kandideeri/' },
  { kind: 'client-only shell: payment', path: '/ostukorv/maksmine/' },
  { kind: 'client-only shell: return with a token', path: '/ru/ostukorv/tagasi/?order-token=abc' },
  { kind: 'client-only shell: login', path: '/login-dev/?return=payment' },
  { kind: 'not found', path: '/see-lehte-pole/' },
  { kind: 'redirect to the slash', path: '/ostukorv' },
  { kind: 'page data', path: '/page-data/index/page-data.json' },
  { kind: 'service worker', path: '/sw.js' },
  { kind: 'sitemap', path: '/sitemap.xml' },
  { kind: 'Global Privacy Control declaration', path: '/.well-known/gpc.json' },
];

function expectSecurityHeaders(response: APIResponse, { behindTls }: { behindTls: boolean }) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('default-src')).toBe("default-src 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('script-src')).toMatch(/^script-src 'self' 'sha256-/);
  expect(directive('script-src')).not.toMatch(/unsafe-(inline|eval)|\*(?!\.)/);
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('form-action')).toBe("form-action 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // HSTS only where TLS is: nginx in production (two years, subdomains too), not the local http server.
  if (behindTls) {
    const hsts = headers['strict-transport-security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(csp.split(';').map((part) => part.trim())).toContain('upgrade-insecure-requests');
  } else {
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  return csp;
}

// The local site server, and nginx with the production configuration (site/nginx.conf) over the same build.
const servers = [
  { server: 'site server', base: '', behindTls: false },
  { server: 'nginx', base: process.env.E2E_NGINX_URL ?? '', behindTls: true },
];

for (const { server, base, behindTls } of servers) {
  for (const { kind, path } of routeKinds) {
    test(`security headers from the ${server}: ${kind} (${path})`, async ({ request }) => {
      expect(base || server === 'site server').toBeTruthy();
      const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      // nginx serves the build as the site server does.
      if (base) expect(response.status()).toBe((await request.get(path, { maxRedirects: 0 })).status());
      const csp = expectSecurityHeaders(response, { behindTls });
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
      // Every inline script the page runs is allowed by its hash; data blocks (JSON-LD) need none.
      const html = await response.text();
      for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/(ld\+)?json/.test(attributes)) continue;
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    });
  }
}

// The site honours Global Privacy Control (consent starts declined) and says so where the GPC specification asks.
test('the Global Privacy Control declaration is served as JSON, by the site server and nginx', async ({ request }) => {
  for (const { base } of servers) {
    const response = await request.get(`${base}/.well-known/gpc.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const declaration = await response.json();
    expect(declaration.gpc).toBe(true);
    expect(declaration.lastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

// The build writes a gzip copy of each text file (site/gatsby/precompress.ts); both servers send it as it is, so the
// answer has a length (one compressed as it goes out has none), and the same text to a client that takes no gzip.
test('pages, scripts and page data are sent as the build’s gzip copies, by the site server and nginx', async ({ request }) => {
  const home = await (await request.get('/', { headers: { 'accept-encoding': 'identity' } })).text();
  const script = /<script src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1];
  expect(script).toBeTruthy();
  for (const { server, base } of servers) {
    for (const path of ['/', '/en/', '/ostukorv/maksmine/', `${script}`, '/page-data/index/page-data.json', '/sw.js']) {
      const gzipped = await request.get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      const plain = await request.get(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(gzipped.status(), `${server} ${path}`).toBe(200);
      expect(gzipped.headers()['content-encoding'], `${server} ${path}`).toBe('gzip');
      expect(Number(gzipped.headers()['content-length']), `${server} ${path}`).toBeGreaterThan(0);
      expect(gzipped.headers().vary, `${server} ${path}`).toMatch(/accept-encoding/i);
      expect(plain.headers()['content-encoding'], `${server} ${path}`).toBeUndefined();
      expect(Number(gzipped.headers()['content-length']), `${server} ${path}`).toBeLessThan(Number(plain.headers()['content-length']));
      expect((await gzipped.body()).equals(await plain.body()), `${server} ${path}`).toBe(true);
    }
  }
});

test('the build folder of the server rules is not served, by the site server or nginx', async ({ request }) => {
  for (const { base } of servers) expect((await request.get(`${base}/_server/security.json`)).status()).toBe(404);
});

for (const path of ['/', '/liikluskindlustus-dev/', '/karjaar/kandideeri/', '/ostukorv/', '/en/ostukorv/tagasi/?order-token=forged']) {
  test(`no Content-Security-Policy violation while ${path} loads and hydrates`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.locator('input, button, textarea').first().focus().catch(() => undefined);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('a refused order token leaves the address bar too', async ({ page }) => {
  await page.goto('/en/ostukorv/tagasi/?order-token=forged');
  await expect(page.getByTestId('payment-return')).toHaveAttribute('data-state', /failed/, { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe('');
});

for (const { server, base } of servers) {
  test(`the preview page may be framed by the CMS admin's preview only (${server})`, async ({ request }) => {
    const response = await request.get(`${base}/en/eelvaade/`);
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https?:\/\/[^ ;]+(;|$)/);
    expect(response.headers()['x-frame-options']).toBeUndefined();
  });
}
