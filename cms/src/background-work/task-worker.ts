import type { ClaimedTask, TaskQueue } from './task-queue';

export type TaskHandler = (task: ClaimedTask) => Promise<void>;

export interface TaskWorkerOptions {
  queue: TaskQueue;
  handlers: Record<string, TaskHandler>;
  /** How often this process looks for tasks enqueued by others (or due again); its own are taken at once (wake). */
  pollMs: number;
  /** Tasks run at once in this process. */
  lanes: number;
  log: { info: (message: string) => void; error: (message: string) => void };
}

/**
 * Runs the queue's tasks in this process: `wake()` after an enqueue here, and every `pollMs`. Each lane
 * claims and runs tasks until none is due. A failure is recorded on the task (retried later), never thrown.
 */
export function startTaskWorker(options: TaskWorkerOptions) {
  const { queue, handlers, log } = options;
  let active = 0;
  let stopped = false;

  async function run(task: ClaimedTask): Promise<void> {
    const handler = handlers[task.kind];
    // The claim is renewed while the task works, so that only a stopped process's claim runs out.
    const heartbeat = setInterval(() => {
      queue.extend(task).catch((error: Error) => log.error(`Task ${task.kind} ${task.subject}: its claim was not renewed: ${error.message}`));
    }, Math.max(50, queue.leaseMs / 3));
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for tasks of kind ${task.kind}`);
      await handler(task);
      if (!(await queue.complete(task))) log.error(`Task ${task.kind} ${task.subject} was done after its claim ran out`);
    } catch (error) {
      const next = await queue.fail(task, error);
      log.error(`Task ${task.kind} ${task.subject} failed (attempt ${task.attempts}), tried again from ${next.toISOString()}: ${error instanceof Error ? error.message : error}`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** `spread`: a task found starts another lane, for tasks this process did not enqueue (a backlog, retries). */
  async function lane(spread: boolean, asked?: () => void): Promise<void> {
    active += 1;
    try {
      let task = await queue.claim().finally(asked);
      if (task && spread) start(1, true);
      for (; task && !stopped; task = stopped ? null : await queue.claim()) await run(task);
    } catch (error) {
      log.error(`The task worker could not claim a task: ${error instanceof Error ? error.message : error}`);
    } finally {
      active -= 1;
    }
  }

  function start(lanes: number, spread: boolean): void {
    for (let started = 0; !stopped && started < lanes && active < options.lanes; started += 1) void lane(spread);
  }

  /**
   * After an enqueue here: one lane per task enqueued takes it, instead of every lane asking the database
   * and all but one finding nothing. A lane that is already running takes it when it asks again.
   */
  function wake(tasks = 1): void {
    start(tasks, false);
  }

  // A poll asks with one lane; only when it finds a task do the others join in. A poll still waiting for the
  // database's answer (a slow database) is not joined by the next one: one question at a time.
  let polling = false;
  const poll = () => {
    if (polling || stopped || active >= options.lanes) return;
    polling = true;
    void lane(true, () => {
      polling = false;
    });
  };
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

export type TaskWorker = ReturnType<typeof startTaskWorker>;
