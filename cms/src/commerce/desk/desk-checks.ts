import type { Core } from '@strapi/strapi';
import { refuseField as refuse } from '../../staff/admin-refusal';
import { rowWrites } from '../../database/row-writes';
import { deskAnswerLine } from './desk-answer-check';
import { deskCaseUid, type Desk } from './desk-service';

import type { DeskCaseRow, Fields } from '../../rows/rows';

const components = ['coverRows', 'deductibles', 'compensationLimits', 'documents'];

/** What a line answered by staff had before, to give it back when the case's own save fails. */
const pendingAgain = {
  outcome: 'pending' as const, reason: null, premium: null, periodMonths: null, priceFactors: null, coverRows: null, deductibles: null, compensationLimits: null,
  extras: null, instalmentsAllowed: null, instalmentOptions: null, validUntil: null, documentLinks: null, declineNote: null,
};

/**
 * Staff answer a Broker desk case by saving it (Content Manager, or the document service alike): an answer
 * is checked, written into the customer's offer line (only while that line still waits, so a case is answered
 * once) and then mailed to the customer. Cases come from customers' quotes only: none is made or deleted here.
 */
export function registerDeskAnswers(strapi: Core.Strapi, desk: () => Desk): void {
  const lines = rowWrites(strapi, 'api::offer.offer');
  strapi.documents.use(async (context, next) => {
    if (context.uid !== deskCaseUid) return next();
    if (['create', 'clone', 'delete'].includes(context.action)) refuse('state', 'cases come from customers’ quotes; answer or decline this one instead');
    if (context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Fields };
    const current = await strapi.db.query(deskCaseUid as never).findOne({ where: { documentId: params.documentId }, populate: components } as never) as DeskCaseRow | null;
    if (!current) return next();
    // Which line and quote a case answers is the shop's to keep: a changed one would answer another customer.
    if (params.data) {
      delete params.data.lineId;
      delete params.data.quoteId;
    }
    if (current.state !== 'open') refuse('state', `this case was ${current.state} at ${new Date(current.answeredAt ?? 0).toISOString()}; it cannot be answered again`);
    const answer = { ...current, ...params.data };
    if (answer.state !== 'answered' && answer.state !== 'declined') return next();
    const checked = deskAnswerLine(answer, desk().now());
    if (!checked.ok) return refuse(checked.field, checked.message);
    // Only a desk line still waiting takes the answer: two staff saving at once answer it once.
    const taken = await lines.patch({ publicId: current.lineId, outcome: 'pending', channel: 'desk' }, checked.line);
    if (taken !== 1) refuse('state', 'the customer’s offer line has an answer already or is gone');
    params.data = { ...params.data, answeredAt: desk().now() };
    let result: Awaited<ReturnType<typeof next>>;
    try {
      result = await next();
    } catch (error) {
      await lines.patch({ publicId: current.lineId }, pendingAgain);
      throw error;
    }
    await desk().answered(current.lineId);
    return result;
  });
}
