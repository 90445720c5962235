/** The worker thread of document-renderer.ts: renders the documents it is sent, one after the other. */
import type { Locale } from '@kindlustus/routes';
import { deflateSync } from 'node:zlib';
import { parentPort } from 'node:worker_threads';
import { renderPolicyDocument, type PolicyDocumentData } from './policy-document';
import type { TermWords } from '../../terms/term-words';

// pdf-lib compresses every stream with pako, zlib in JavaScript: a fifth of a document's time. In this
// thread, which runs nothing but pdf-lib, pako's deflate is Node's native zlib (the same format and level).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pako = require('pako') as { deflate: (input: Uint8Array) => Uint8Array };
pako.deflate = (input) => deflateSync(input);

// pdf-lib yields while it writes a file: without the queue, a burst of documents would all finish late
// instead of first come, first done.
let queue: Promise<void> = Promise.resolve();

parentPort!.on('message', ({ id, data, language, terms }: { id: number; data: PolicyDocumentData; language: Locale; terms: TermWords }) => {
  queue = queue.then(async () => {
    try {
      const pdf = await renderPolicyDocument(data, language, terms);
      parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
