import type { Knex } from 'knex';
import type { TaskQueue } from '../../background-work/task-queue';
import type { TaskHandler } from '../../background-work/task-worker';
import { faultPoints } from '../../capabilities/fault-points';
import type { PolicyMailService } from './policy-mail-service';

/** The task that renders and stores an order's policy documents and sends its e-mail; its subject is the order's reference. */
export const policyMailTask = 'policyMail';
/** The e-mail of a policy staff concluded with its insurer; its subject is the policy's public id. */
export const concludedPolicyMailTask = 'concludedPolicyMail';

export interface PolicyTaskDeps {
  queue: TaskQueue;
  policyMail: PolicyMailService;
  /** Tells this process's worker that a task is waiting (set once the worker runs). */
  wake: () => void;
}

/** A paid order's follow-up work as durable tasks: enqueued when its policies are issued, and by the sweep for any the enqueue missed. */
export function createPolicyTasks(deps: PolicyTaskDeps) {
  const { queue, policyMail } = deps;

  /** Right after the order is marked issued; a failure here is caught up by enqueueUnsent. */
  async function orderIssued(order: { id: number; reference: string }): Promise<void> {
    if (await queue.enqueue(policyMailTask, order.reference, { orderId: order.id })) deps.wake();
  }

  /** In the transaction that concludes the policy: its e-mail is sent once that commits (wake then). */
  async function policyConcluded(policy: { id: number; publicId: string }, trx: Knex.Transaction): Promise<void> {
    await queue.enqueue(concludedPolicyMailTask, policy.publicId, { policyId: policy.id }, trx);
  }

  /** Issued orders with no e-mail sent: a task each (a no-op for those that have one). Answers how many were added. */
  async function enqueueUnsent(): Promise<number> {
    let added = 0;
    for (const order of await policyMail.unsentOrderIds()) if (await queue.enqueue(policyMailTask, order.reference, { orderId: order.id })) added += 1;
    if (added) deps.wake();
    return added;
  }

  const handlers: Record<string, TaskHandler> = {
    async [policyMailTask](task) {
      await faultPoints.inTask?.(task.kind);
      const outcome = await policyMail.sendOrderMail(Number(task.payload.orderId));
      // Another process holds the order's mail claim: done only once that one has sent it.
      if (outcome === 'claimedElsewhere') throw new Error('The e-mail is being sent by another process');
    },
    async [concludedPolicyMailTask](task) {
      const outcome = await policyMail.sendConcludedMail(Number(task.payload.policyId));
      if (outcome === 'claimedElsewhere') throw new Error('The e-mail is being sent by another process');
    },
  };

  return { orderIssued, policyConcluded, wake: deps.wake, enqueueUnsent, handlers };
}

export type PolicyTasks = ReturnType<typeof createPolicyTasks>;
