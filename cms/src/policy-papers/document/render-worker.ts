/**
 * The worker thread of document-renderer.ts: renders the documents it is sent, one after the other, each with the
 * renderer its message names (a compiled module of this CMS and its export).
 */
import { deflateSync } from 'node:zlib';
import { parentPort } from 'node:worker_threads';

// pdf-lib compresses every stream with pako, zlib in JavaScript: a fifth of a document's time. In this
// thread, which runs nothing but pdf-lib, pako's deflate is Node's native zlib (the same format and level).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pako = require('pako') as { deflate: (input: Uint8Array) => Uint8Array };
pako.deflate = (input) => deflateSync(input);

// pdf-lib yields while it writes a file: without the queue, a burst of documents would all finish late
// instead of first come, first done.
let queue: Promise<void> = Promise.resolve();

type Renderer = (...args: unknown[]) => Promise<Uint8Array>;

parentPort!.on('message', ({ id, module, name, args }: { id: number; module: string; name: string; args: unknown[] }) => {
  queue = queue.then(async () => {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const render = (require(module) as Record<string, Renderer>)[name];
      if (typeof render !== 'function') throw new Error(`${module} has no renderer ${name}`);
      const pdf = await render(...args);
      parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
