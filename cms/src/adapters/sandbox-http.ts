import type { IncomingMessage, ServerResponse } from 'http';

/** What every local sandbox (e-ID, ID card, payments, captcha) needs of plain HTTP. */

/** A sandbox refuses bodies past its limit (64 kB unless told). */
export class BodyTooLarge extends Error {}

/** The raw body of a request to a sandbox, refused early when larger than `limit` bytes. */
export async function readSandboxBody(req: IncomingMessage, limit = 64 * 1024): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A request's JSON body: its fields are the caller's, to be checked before use. */
export async function readSandboxJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return JSON.parse((await readSandboxBody(req)).toString('utf8') || '{}');
}

export function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}
