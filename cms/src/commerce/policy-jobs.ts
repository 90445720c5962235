import type { JobQueue } from './job-queue';
import type { JobHandler } from './job-worker';
import type { PolicyMailService } from './policy-mail-service';

/** The job that renders and stores an order's policy documents and sends its e-mail; its subject is the order's reference. */
export const policyMailJob = 'policyMail';

export interface PolicyJobDeps {
  queue: JobQueue;
  policyMail: PolicyMailService;
  /** Tells this process's worker that a job is waiting (set once the worker runs). */
  wake: () => void;
  /** Test hook: the process ends while doing a job of this kind (a moment after claiming it, before sending). */
  killInJob?: string;
}

/** A paid order's follow-up work as durable jobs: enqueued when its policies are issued, and by the sweep for any the enqueue missed. */
export function createPolicyJobs(deps: PolicyJobDeps) {
  const { queue, policyMail } = deps;

  /** Right after the order is marked issued; a failure here is caught up by enqueueUnsent. */
  async function orderIssued(order: { id: number; reference: string }): Promise<void> {
    if (await queue.enqueue(policyMailJob, order.reference, { orderId: order.id })) deps.wake();
  }

  /** Issued orders with no e-mail sent: a job each (a no-op for those that have one). Answers how many were added. */
  async function enqueueUnsent(): Promise<number> {
    let added = 0;
    for (const order of await policyMail.unsentOrderIds()) if (await queue.enqueue(policyMailJob, order.reference, { orderId: order.id })) added += 1;
    if (added) deps.wake();
    return added;
  }

  const handlers: Record<string, JobHandler> = {
    async [policyMailJob](job) {
      if (deps.killInJob === job.kind) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        process.kill(process.pid, 'SIGKILL');
      }
      const outcome = await policyMail.sendOrderMail(Number(job.payload.orderId));
      // Another process holds the order's mail claim: done only once that one has sent it.
      if (outcome === 'claimedElsewhere') throw new Error('The e-mail is being sent by another process');
    },
  };

  return { orderIssued, enqueueUnsent, handlers };
}

export type PolicyJobs = ReturnType<typeof createPolicyJobs>;
