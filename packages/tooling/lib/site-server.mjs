// The local web server in front of the built site, doing what nginx does in production: static
// files, trailing-slash redirects, client-only routes served from their shell, a real 404 status for
// unknown addresses (with the 404 page of the address's language), and /api proxied to the CMS
// (with /sandbox, the CMS's local stand-ins for outside systems, which production never serves).
// Text is sent gzipped, from the build's own gzip copy where it has one (as nginx's gzip_static).
// Every answer of the site carries the security headers of packages/routes (security-headers.ts),
// fed with the build's inputs (`_server/security.json`: the inline-script hashes); /api answers carry
// the CMS's own.
import { closeSync, createReadStream, existsSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { createRequire } from 'node:module';
import { root } from './run.mjs';

const require = createRequire(import.meta.url);
// Loaded when a server is created: the route table is compiled by `prepare`, after this module loads.
const routes = () => require(path.join(root, 'packages/routes'));

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.map': 'application/json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg\+xml)/;
const proxied = /^\/(api|uploads|sandbox)(\/|$)/;

/** The security headers for the build in `publicDir`, re-read when the build (or the live symlink) changes. */
function securityHeaderSource(publicDir) {
  let cached = { key: '', headers: {} };
  return () => {
    const file = path.join(publicDir, '_server', 'security.json');
    const key = existsSync(file) ? `${statSync(file).ino}:${statSync(file).mtimeMs}` : 'none';
    if (key !== cached.key) {
      const inputs = key === 'none' ? { scriptHashes: [] } : JSON.parse(readFileSync(file, 'utf8'));
      const options = { ...inputs, production: false };
      cached = { key, headers: { site: routes().securityHeaders(options), preview: routes().securityHeaders(options, 'preview') } };
    }
    return cached.headers;
  };
}

function send(req, res, status, file, extraHeaders = {}) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const immutable = /\/(static|_gatsby)\//.test(file) || /-[0-9a-f]{16,}\.(js|css)$/.test(file);
  const headers = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...extraHeaders,
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  // As nginx's gzip_static: the build's own gzip copy (site/gatsby/precompress.ts) when there is one. Length and
  // bytes come from the one descriptor opened here, though a publish may switch `live` to another build meanwhile.
  const copy = gzip ? openIfThere(`${file}.gz`) : null;
  const fd = copy ?? openIfThere(file);
  headers.vary = 'Accept-Encoding';
  if (fd === null) {
    // Gone since it was found: not an answer to keep (the file's own may say "a year").
    res.writeHead(404, { ...extraHeaders, 'cache-control': 'no-cache', vary: headers.vary });
    return res.end();
  }
  try {
    if (gzip) headers['content-encoding'] = 'gzip';
    if (!gzip || copy !== null) headers['content-length'] = fstatSync(fd).size;
    res.writeHead(status, headers);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (req.method === 'HEAD') {
    closeSync(fd);
    return res.end();
  }
  const stream = createReadStream(copy === null ? file : `${file}.gz`, { fd });
  // A client that goes away, or a failed read, ends the answer and closes the file.
  pipeline(...(gzip && copy === null ? [stream, createGzip(), res] : [stream, res]), () => undefined);
}

/** The file opened for reading, or null when there is no such file (a publish may have removed it since it was found). */
function openIfThere(file) {
  let fd = null;
  try {
    fd = openSync(file, 'r');
    if (fstatSync(fd).isFile()) return fd;
  } catch {
    // not there
  }
  if (fd !== null) closeSync(fd);
  return null;
}

/** The literal path of a client-only route up to its first parameter: where its shell page is. */
function clientShell({ routeTable, localePrefix }, key, locale, prefixed) {
  const pattern = routeTable[key].pattern;
  const cut = pattern.indexOf('{');
  return `${localePrefix(locale, { prefixDefault: prefixed })}${cut === -1 ? pattern : pattern.slice(0, cut)}`;
}

function notFoundPage({ locales }, publicDir, pathname) {
  const locale = locales.find((code) => code !== 'et' && pathname.startsWith(`/${code}/`));
  const localized = locale && path.join(publicDir, locale, '404', 'index.html');
  return localized && existsSync(localized) ? localized : path.join(publicDir, '404.html');
}

// Pooled connections to the CMS, dropped after 4 s idle: sooner than the CMS closes an idle one (65 s,
// cms/src/http/server-timeouts.ts), so a request never goes down a socket the CMS is closing.
const cmsAgent = new Agent({ keepAlive: true, timeout: 4000 });
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers of one hop: the client's connection is not the pooled one to the CMS, nor the other way round. */
const withoutHopHeaders = ({ connection, 'keep-alive': keepAlive, ...headers }) => headers;

function proxy(req, res, cmsUrl, retried = false) {
  const target = new URL(req.url, cmsUrl);
  const headers = {
    ...withoutHopHeaders(req.headers),
    host: target.host,
    'x-forwarded-host': req.headers.host ?? '',
    // As nginx does: the one address this server saw, whatever the client wrote, and its own scheme.
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': 'http',
  };
  const upstream = httpRequest(target, { agent: cmsAgent, method: req.method, headers }, (answer) => {
    // The CMS's `Connection: close` (a refused body) is passed on; its keep-alive time is its own, not this server's.
    const { 'keep-alive': keepAlive, ...answerHeaders } = answer.headers;
    res.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', (error) => {
    // A pooled socket the CMS closed just as it was reused: a request without a body is sent again on a fresh one.
    if (!retried && upstream.reusedSocket && error.code === 'ECONNRESET' && idempotent.has(req.method ?? '') && !res.headersSent) return proxy(req, res, cmsUrl, true);
    // Half an answer cannot be mended: the client sees a cut connection, not a 502 glued to it.
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { status: 502, code: 'CMS_UNREACHABLE', message: 'The CMS did not answer' } }));
  });
  if (retried) upstream.end();
  else req.pipe(upstream);
}

/** `extraRoutes`: exact paths answered by their own handler (the build runner's hook and status). */
export function createSiteServer({ publicDir, cmsUrl, extraRoutes = {} }) {
  const table = routes();
  const { parsePath, routeTable, previewPaths } = table;
  const securityHeaders = securityHeaderSource(publicDir);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    if (Object.hasOwn(extraRoutes, url.pathname)) return extraRoutes[url.pathname](req, res);
    if (proxied.test(url.pathname)) return proxy(req, res, cmsUrl);
    const framing = previewPaths.includes(url.pathname) ? 'preview' : 'site';
    for (const [name, value] of Object.entries(securityHeaders()[framing])) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(req, res, 400, notFoundPage(table, publicDir, '/'));
    }
    const file = path.join(publicDir, path.normalize(pathname));
    // `_server/` holds the web server's own rules, which nginx does not serve either.
    if (!file.startsWith(publicDir) || file.startsWith(path.join(publicDir, '_server'))) return send(req, res, 404, notFoundPage(table, publicDir, '/'));

    if (!pathname.endsWith('/') && path.extname(pathname)) {
      if (existsSync(file) && statSync(file).isFile()) return send(req, res, 200, file);
      return send(req, res, 404, notFoundPage(table, publicDir, pathname));
    }
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    const route = parsePath(pathname);
    if (route && routeTable[route.key].kind === 'client') {
      const shell = path.join(publicDir, clientShell(table, route.key, route.locale, route.prefixed), 'index.html');
      if (existsSync(shell)) return send(req, res, 200, shell);
    }
    const page = path.join(file, 'index.html');
    if ((route || previewPaths.includes(pathname)) && existsSync(page)) return send(req, res, 200, page);
    return send(req, res, 404, notFoundPage(table, publicDir, pathname));
  });
}
