import type { IncomingMessage } from 'http';

/** How much of a refused body the CMS still reads, so that its answer arrives before the connection closes. */
export const unreadBodyDrain = { maxBytes: 4 * 1024 * 1024, maxMs: 2000 };

/** Whether the request announced a body (a length over 0, or chunks). */
export const carriesBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Reads the body up to `maxBytes`: its text, or null when it is larger (the rest stays unread, the
 * stream paused, for the connection's own handling: see middlewares/unread-body.ts). Unlike a
 * `for await` loop that breaks, it never destroys the request: the refusal must still be sent.
 */
export function readBodyText(request: IncomingMessage, maxBytes: number): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (settle: () => void) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        request.pause();
        finish(() => resolve(null));
      }
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks).toString('utf8')));
    const onError = (error: Error) => finish(() => reject(error));
    const onClose = () => finish(() => reject(new Error('The request closed before its body ended')));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onError);
    request.once('close', onClose);
  });
}

/** Reads and drops what is left of a body, up to `maxBytes` or `maxMs`; true when all of it arrived. */
export function discardRest(request: IncomingMessage, { maxBytes, maxMs } = unreadBodyDrain): Promise<boolean> {
  if (request.complete) return Promise.resolve(true);
  if (request.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      request.off('error', onClose);
      if (!whole) request.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(false);
    const timer = setTimeout(() => finish(false), maxMs);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.once('error', onClose);
    request.resume();
  });
}
