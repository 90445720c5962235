import type { Server } from 'http';

/**
 * The CMS's HTTP server's clocks. A client has HTTP_REQUEST_TIMEOUT_MS to send a whole request,
 * headers and body; then Node answers 408 and closes, so no request waits for a body that will not
 * come (nginx's client_body_timeout in site/nginx.conf is the same 30 s). An idle keep-alive
 * connection stays open longer than the proxies in front keep theirs (nginx's upstream keepalive_timeout
 * is 60 s, the site server's agent drops idle sockets after 4 s): the proxy, not the CMS, closes an
 * idle pooled connection, so a proxy never sends a request down a socket the CMS is closing.
 */
/** `requestMs`: HTTP_REQUEST_TIMEOUT_MS (settings/cms-settings.ts). */
export function connectionTimeouts(requestMs: number) {
  return {
    requestMs,
    headersMs: requestMs,
    keepAliveMs: 65_000,
    // Node checks the request clocks on this interval (30 s unless set before the server listens).
    checkEveryMs: Math.max(250, Math.min(5000, Math.floor(requestMs / 4))),
  };
}

export function applyConnectionTimeouts(server: Server, timeouts: ReturnType<typeof connectionTimeouts>) {
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Read by Node when the server starts listening, which is after register().
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkEveryMs;
}
