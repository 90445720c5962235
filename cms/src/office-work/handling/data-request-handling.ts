/**
 * A customer's request in the office: what was asked and the legal deadline (a month), and staff's decision. The
 * decision is saved through the document service as the content manager saves it (privacy.ts keeps it to the state
 * and the note); an approved erasure is carried out by the housekeeping sweep.
 */
import type { Core } from '@strapi/strapi';
import type { DataRequestRow, Fields } from '../../rows/rows';
import { handled, notFound, refused, type Handled } from './handling-answer';

const requestUid = 'api::data-request.data-request';
/** The decisions staff make, and the kind of request each fits. */
export const decisions = { approve: { state: 'approved', kind: 'erasure' }, done: { state: 'done', kind: 'withdrawal' }, refuse: { state: 'refused', kind: null } } as const;
export type Decision = keyof typeof decisions;

/** The last day to answer: a month after the request (GDPR art. 12(3)). */
export function answerDeadline(requestedAt: Date): Date {
  const deadline = new Date(requestedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + 1);
  return deadline;
}

export function dataRequestHandling(strapi: Core.Strapi) {
  const find = async (documentId: string) => (await strapi.db.query(requestUid as never).findOne({ where: { documentId } } as never)) as DataRequestRow | null;

  async function view(documentId: string): Promise<Handled<Fields>> {
    const found = await find(documentId);
    if (!found) return notFound();
    return handled({
      documentId,
      state: found.state,
      facts: {
        kind: found.kind, customerName: found.customerName, personalCode: found.personalCode, policyNumber: found.policyNumber, lastDay: found.lastDay,
        language: found.language, requestedAt: found.requestedAt, doneAt: found.doneAt, waitingFor: found.waitingFor,
      },
      deadline: answerDeadline(new Date(found.requestedAt)).toISOString(),
      staffNote: found.staffNote ?? null,
    });
  }

  async function decide(documentId: string, decision: Decision, given: Fields): Promise<Handled<Fields>> {
    const found = await find(documentId);
    if (!found) return notFound();
    const { state, kind } = decisions[decision];
    if (found.state !== 'pending') return refused(409, 'state', `this request is ${String(found.state)} already`);
    if (kind && found.kind !== kind) return refused(422, 'state', `a ${String(found.kind)} request cannot be marked ${state}`);
    const note = typeof given.note === 'string' ? given.note.trim() : '';
    if (decision === 'refuse' && !note) return refused(422, 'note', 'say why the request is refused');
    await strapi.documents(requestUid).update({ documentId, data: { state, ...(note ? { staffNote: note } : {}) } } as never);
    return view(documentId);
  }

  return { view, decide };
}
