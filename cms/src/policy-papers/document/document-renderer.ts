/**
 * PDF documents (policies, invoices) rendered on a worker thread. A document costs 10–30 ms of CPU on these
 * machines, depending on the hour (text layout, font subsets, compression; `npm run bench:checkout -- --per-step`
 * shows it with its e-mail); on the request thread that held up every other request of the process: the payment
 * notifications, the e-mail of the policies right after them, downloads. One worker per process, started with
 * the first document; it renders them in the order they came. Where no compiled worker exists (the TypeScript
 * sources under Jest), and once the CMS is stopping, documents are rendered in the calling thread.
 */
import type { Locale } from '@kindlustus/routes';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderPolicyDocument, type PolicyDocumentData } from './policy-document';
import type { TermWords } from '../../terms/term-words';

/**
 * A pure renderer the worker loads by its compiled module (`module`, beside the caller's own file) and export
 * (`name`): the worker imports no renderer itself, so the rooms that own them (policy papers, invoices) stay apart.
 */
export interface WorkerRenderer<Args extends unknown[]> {
  module: string;
  name: string;
  render: (...args: Args) => Promise<Uint8Array>;
}

const workerFile = path.join(__dirname, 'render-worker.js');

interface Job {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface RenderWorker {
  thread: Worker;
  /** This worker's documents under way: a worker that stops fails its own, never a newer worker's. */
  jobs: Map<number, Job>;
}

let current: RenderWorker | undefined;
let stopping = false;
let lastJobId = 0;

function startWorker(): RenderWorker {
  const started: RenderWorker = { thread: new Worker(workerFile), jobs: new Map() };
  started.thread.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = started.jobs.get(id);
    started.jobs.delete(id);
    if (!started.jobs.size) started.thread.unref();
    if (error !== undefined || !pdf) job?.reject(new Error(error ?? 'No document'));
    else job?.resolve(pdf);
  });
  // A crashed worker fails its documents (their callers try again: the mail sweep, the customer's download);
  // the next document starts a new worker.
  const stopped = (error: Error) => {
    if (current === started) current = undefined;
    for (const job of started.jobs.values()) job.reject(error);
    started.jobs.clear();
  };
  started.thread.on('error', stopped);
  started.thread.on('exit', (code) => stopped(new Error(`The document worker stopped with ${code}`)));
  // Only a worker with documents under way keeps the process running (after the listeners: adding a
  // 'message' listener refers the worker again).
  started.thread.unref();
  return started;
}

/** What `renderer` makes of `args`, rendered on the worker when it can be. */
export function renderOnWorker<Args extends unknown[]>(renderer: WorkerRenderer<Args>, ...args: Args): Promise<Uint8Array> {
  if (stopping || !existsSync(workerFile) || !existsSync(renderer.module)) return renderer.render(...args);
  current ??= startWorker();
  const { thread, jobs } = current;
  const id = (lastJobId += 1);
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, module: renderer.module, name: renderer.name, args });
  });
}

const policyRenderer: WorkerRenderer<[PolicyDocumentData, Locale, TermWords]> = {
  module: path.join(__dirname, 'policy-document.js'),
  name: 'renderPolicyDocument',
  render: renderPolicyDocument,
};

/** The policy document as PDF bytes; see renderPolicyDocument. */
export const renderDocument = (data: PolicyDocumentData, language: Locale, terms: TermWords): Promise<Uint8Array> => renderOnWorker(policyRenderer, data, language, terms);

/** Stops the worker (the CMS is stopping); documents asked for after this are rendered in the calling thread. */
export async function stopDocumentRenderer(): Promise<void> {
  stopping = true;
  const running = current;
  current = undefined;
  await running?.thread.terminate();
}
