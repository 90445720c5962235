/**
 * Policy documents rendered on a worker thread. A document costs about 10 ms of CPU (text layout, font
 * subsets, compression); on the request thread that held up every other request of the process: the payment
 * notifications, the e-mail of the policies right after them, downloads. One worker per process, started with
 * the first document; documents wait their turn in it. Where no compiled worker exists (the TypeScript sources
 * under Jest), documents are rendered in the calling thread.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderPolicyDocument, type DocumentLanguage, type PolicyDocumentData } from './policy-document';

const workerFile = path.join(__dirname, 'render-worker.js');

interface Job {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const jobs = new Map<number, Job>();
let lastJobId = 0;

function startWorker(): Worker {
  const started = new Worker(workerFile);
  // A waiting document must not keep a stopping process alive.
  started.unref();
  started.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (error !== undefined || !pdf) job?.reject(new Error(error ?? 'No document'));
    else job?.resolve(pdf);
  });
  // A crashed worker fails its documents (their callers retry: the mail sweep, the customer's download); the next document starts a new one.
  const stopped = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`The policy document worker stopped with ${code}`)));
  return started;
}

/** The policy document as PDF bytes; see renderPolicyDocument. */
export function renderDocument(data: PolicyDocumentData, language: DocumentLanguage): Promise<Uint8Array> {
  if (!existsSync(workerFile)) return renderPolicyDocument(data, language);
  worker ??= startWorker();
  const id = (lastJobId += 1);
  const running = worker;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    running.postMessage({ id, data, language });
  });
}

/** Stops the worker (the CMS is stopping). */
export async function stopDocumentRenderer(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
