import type { IncomingMessage, ServerResponse } from 'http';
import { isLocale, type Locale } from '@kindlustus/routes';

/** The payment sandbox's pages as HTTP answers. */

export function answerHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // No form-action: browsers apply it to the redirect after the post, which leaves for the merchant.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** The page language for a visitor without an order (the first of et, ru, en in Accept-Language; et otherwise). */
export function preferredLocale(req: IncomingMessage): Locale {
  const languages = String(req.headers['accept-language'] ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return languages.find(isLocale) ?? 'et';
}
