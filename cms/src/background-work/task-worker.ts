import type { ClaimedJob, JobQueue } from './task-queue';

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobWorkerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  /** How often this process looks for jobs enqueued by others (or due again); its own are taken at once (wake). */
  pollMs: number;
  /** Jobs run at once in this process. */
  lanes: number;
  log: { info: (message: string) => void; error: (message: string) => void };
}

/**
 * Runs the queue's jobs in this process: `wake()` after an enqueue here, and every `pollMs`. Each lane
 * claims and runs jobs until none is due. A failure is recorded on the job (retried later), never thrown.
 */
export function startJobWorker(options: JobWorkerOptions) {
  const { queue, handlers, log } = options;
  let active = 0;
  let stopped = false;

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind];
    // The claim is renewed while the job works, so that only a stopped process's claim runs out.
    const heartbeat = setInterval(() => {
      queue.extend(job).catch((error: Error) => log.error(`Job ${job.kind} ${job.subject}: its claim was not renewed: ${error.message}`));
    }, Math.max(50, queue.leaseMs / 3));
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job);
      if (!(await queue.complete(job))) log.error(`Job ${job.kind} ${job.subject} was done after its claim ran out`);
    } catch (error) {
      const next = await queue.fail(job, error);
      log.error(`Job ${job.kind} ${job.subject} failed (attempt ${job.attempts}), tried again from ${next.toISOString()}: ${error instanceof Error ? error.message : error}`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** `spread`: a job found starts another lane, for jobs this process did not enqueue (a backlog, retries). */
  async function lane(spread: boolean): Promise<void> {
    active += 1;
    try {
      let job = await queue.claim();
      if (job && spread) start(1, true);
      for (; job && !stopped; job = stopped ? null : await queue.claim()) await run(job);
    } catch (error) {
      log.error(`The job worker could not claim a job: ${error instanceof Error ? error.message : error}`);
    } finally {
      active -= 1;
    }
  }

  function start(lanes: number, spread: boolean): void {
    for (let started = 0; !stopped && started < lanes && active < options.lanes; started += 1) void lane(spread);
  }

  /**
   * After an enqueue here: one lane per job enqueued takes it, instead of every lane asking the database
   * and all but one finding nothing. A lane that is already running takes it when it asks again.
   */
  function wake(jobs = 1): void {
    start(jobs, false);
  }

  // A poll asks with one lane; only when it finds a job do the others join in.
  const poll = () => start(1, true);
  const timer = setInterval(poll, options.pollMs);
  timer.unref();
  setImmediate(poll);
  return {
    wake,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

export type JobWorker = ReturnType<typeof startJobWorker>;
