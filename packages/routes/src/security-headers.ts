/**
 * The site's security headers, in one place: the local site server (packages/tooling) sends them, and
 * the build writes them into nginx's `_server/security-headers.conf`. The inputs that come from a
 * build (the hashes of its inline scripts, a separate API origin) are passed in.
 */

/** Where one outside script may load from and talk to, by CSP directive. */
export interface SourceList {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
  style?: readonly string[];
  font?: readonly string[];
}

/**
 * The outside scripts the site may load (spec section 7), each named so that the consent loader and
 * this policy speak of the same things. Adding a host is one line in its list. In tests and the
 * sandbox these are served from the site's own origin ('self').
 */
export const thirdPartySources = {
  captcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com'],
  },
  analytics: {
    script: ['https://*.google-analytics.com'],
    img: ['https://*.google-analytics.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
  heatMap: {
    script: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    style: ['https://*.hotjar.com'],
    font: ['https://*.hotjar.com'],
    frame: ['https://*.hotjar.com'],
  },
  // Smartsupp (site/src/consent/loaders/chat-widget.ts): its loader, then its widget and live connection.
  chatWidget: {
    script: ['https://www.smartsuppchat.com', 'https://*.smartsupp.com'],
    connect: ['https://*.smartsupp.com', 'wss://*.smartsupp.com'],
    img: ['https://*.smartsupp.com', 'https://*.smartsuppcdn.com'],
    style: ['https://*.smartsupp.com'],
    frame: ['https://*.smartsupp.com'],
  },
  // Montonio's cart widget (site/src/consent/loaders/cart-widget.ts): the payment provider the site already uses.
  cartWidget: {
    script: ['https://public.montonio.com'],
    connect: ['https://*.montonio.com'],
    frame: ['https://*.montonio.com'],
    img: ['https://public.montonio.com'],
  },
} as const satisfies Record<string, SourceList>;

export type ThirdParty = keyof typeof thirdPartySources;

export interface SecurityHeaderOptions {
  /** `sha256-…` of every inline script the pages carry (computed from the built HTML). */
  scriptHashes: readonly string[];
  /** The API's origin when the browser calls it elsewhere than the site (GATSBY_API_URL). */
  apiOrigin?: string;
  /** The CMS admin's origin: its "Open preview" frames the site's preview pages. */
  adminOrigin?: string;
  /** Production behind TLS: adds HSTS and upgrade-insecure-requests. */
  production: boolean;
  thirdParties?: Readonly<Record<string, SourceList>>;
}

const sources = (parties: Readonly<Record<string, SourceList>>, directive: keyof SourceList): string[] =>
  [...new Set(Object.values(parties).flatMap((party) => party[directive] ?? []))];

/** Preview pages may be framed by the CMS admin; every other answer by nobody. */
export type FramingKind = 'site' | 'preview';

const frameAncestors = (options: SecurityHeaderOptions, kind: FramingKind): string[] =>
  kind === 'preview' ? ["'self'", ...(options.adminOrigin ? [options.adminOrigin] : [])] : ["'none'"];

export function contentSecurityPolicy(options: SecurityHeaderOptions, kind: FramingKind = 'site'): string {
  const parties = options.thirdParties ?? thirdPartySources;
  const hashes = options.scriptHashes.map((hash) => `'${hash}'`);
  const api = options.apiOrigin ? [options.apiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...hashes, ...sources(parties, 'script')],
    // Emotion (theme-ui) writes <style> elements at run time and React renders style attributes.
    ['style-src', "'self'", "'unsafe-inline'", ...sources(parties, 'style')],
    ['img-src', "'self'", 'data:', ...sources(parties, 'img')],
    ['font-src', "'self'", ...sources(parties, 'font')],
    ['connect-src', "'self'", ...api, ...sources(parties, 'connect')],
    ['frame-src', ...(sources(parties, 'frame').length ? sources(parties, 'frame') : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', ...frameAncestors(options, kind)],
  ];
  if (options.production) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Header name (lower case) to value, for every answer of the site (pages, files, 404s). */
export function securityHeaders(options: SecurityHeaderOptions, kind: FramingKind = 'site'): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options, kind),
    ...(kind === 'site' ? { 'x-frame-options': 'DENY' } : {}),
    'x-content-type-options': 'nosniff',
    // The return page's address carries an order token until it has read it; other origins see only ours.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** The same headers as nginx directives (`always`: 404s and redirects carry them too). */
export function nginxSecurityHeaders(options: SecurityHeaderOptions, kind: FramingKind = 'site'): string {
  return Object.entries(securityHeaders(options, kind))
    .map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`)
    .join('\n')
    .concat('\n');
}
