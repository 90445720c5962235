import { contentSecurityPolicy, nginxSecurityHeaders, securityHeaders, thirdPartySources } from './security-headers';

const hashes = ['sha256-abc='];
const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('security headers', () => {
  test('production answers carry what the Mozilla Observatory grades A+', () => {
    const headers = securityHeaders({ scriptHashes: hashes, production: true });
    const csp = directives(headers['content-security-policy']!);
    // csp-implemented-with-unsafe-inline-in-style-src-only (0): scripts only from ourselves, hashes and the named hosts.
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')!.slice(0, 2)).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe|data:|http:|^\*$| \* /);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // xfo-implemented-via-csp (+5) and the header itself for older browsers.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    // hsts-implemented-max-age-at-least-six-months (0), referrer-policy-private (+5), x-content-type-options-nosniff (0).
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(15_768_000);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
  });

  test('the local http server sends no HSTS and no upgrade', () => {
    const headers = securityHeaders({ scriptHashes: hashes, production: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  test('each outside script is allowed only where it needs to be', () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: [], production: true }));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.googletagmanager.com', 'https://*.hotjar.com']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'wss://*.hotjar.com']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
    expect(csp.get('frame-src')).not.toContain('https://www.googletagmanager.com');
  });

  test('adding a widget host is one entry in its list; an API on another origin is reachable', () => {
    const thirdParties = { ...thirdPartySources, chatWidget: { script: ['https://chat.example'], frame: ['https://chat.example'] } };
    const csp = directives(contentSecurityPolicy({ scriptHashes: [], production: false, thirdParties, apiOrigin: 'https://api.example' }));
    expect(csp.get('script-src')).toContain('https://chat.example');
    expect(csp.get('frame-src')).toContain('https://chat.example');
    expect(csp.get('connect-src')).toContain('https://api.example');
  });

  test("the preview pages may be framed by the CMS admin's preview, and only by it", () => {
    const headers = securityHeaders({ scriptHashes: hashes, production: true, adminOrigin: 'https://cms.example' }, 'preview');
    expect(directives(headers['content-security-policy']!).get('frame-ancestors')).toEqual(["'self'", 'https://cms.example']);
    expect(headers['x-frame-options']).toBeUndefined();
  });

  test('nginx gets the same set, on every answer', () => {
    const lines = nginxSecurityHeaders({ scriptHashes: hashes, production: true }).trim().split('\n');
    const headers = securityHeaders({ scriptHashes: hashes, production: true });
    expect(lines).toHaveLength(Object.keys(headers).length);
    for (const line of lines) expect(line).toMatch(/^add_header [a-z-]+ "[^"]+" always;$/);
    expect(lines.join('\n')).toContain(`add_header content-security-policy "${headers['content-security-policy']}" always;`);
  });
});
