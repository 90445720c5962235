import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { TermCatalogue } from '../terms/term-catalogue';
import type { TermWords } from '../terms/term-words';
import { tallinnDate } from '@kindlustus/domain';
import { todayWork, type OfficeRecords, type TodayWork } from './office-lines';

export const deskCaseUid = 'api::desk-case.desk-case';
/** Most lines a group shows (the oldest deadlines first); the content manager lists the rest. */
const groupLimit = 200;

/** The open work of the office, as the tables hold it; background jobs only for an administrator. */
export async function readOfficeRecords(strapi: Core.Strapi, withTasks: boolean, now = new Date()): Promise<OfficeRecords> {
  const read = (uid: string, params: Record<string, unknown>) => strapi.db.query(uid as never).findMany({ ...params, limit: groupLimit } as never) as Promise<any[]>;
  const [deskCases, conclusions, refunds, invoices, dataRequests, failingTasks] = await Promise.all([
    read(deskCaseUid, { where: { state: 'open' }, orderBy: [{ answerBy: 'asc' }, { id: 'asc' }], select: ['documentId', 'title', 'product', 'insurerName', 'office', 'answerBy', 'repeats'] }),
    read('api::policy-conclusion.policy-conclusion', { where: { state: 'open' }, orderBy: [{ concludeBy: 'asc' }, { id: 'asc' }], select: ['documentId', 'product', 'insurerName', 'customerName', 'insuredObject', 'concludeBy'] }),
    read('api::payment-order.payment-order', { where: { status: 'REFUND_DUE' }, orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }], select: ['documentId', 'reference', 'refundAmount', 'amount', 'refundReason', 'flag', 'updatedAt'] }),
    // Unpaid past the due date (a Tallinn day: overdue from the next), or paid too little or too much.
    read('api::payment-order.payment-order', {
      where: { method: 'invoice', $or: [{ status: 'PENDING', invoiceDueDate: { $lt: tallinnDate(now) } }, { flag: { $in: ['invoiceUnderpaid', 'invoiceOverpaid'] } }] },
      orderBy: [{ invoiceDueDate: 'asc' }, { id: 'asc' }],
      select: ['documentId', 'reference', 'invoiceNumber', 'amount', 'invoiceReceived', 'invoiceDueDate', 'status', 'flag', 'lines'],
    }),
    read('api::data-request.data-request', { where: { state: 'pending' }, orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }], select: ['documentId', 'kind', 'customerName', 'personalCode', 'policyNumber', 'requestedAt', 'createdAt'] }),
    withTasks ? read('api::background-job.background-job', { where: { state: 'failing' }, orderBy: [{ attempts: 'desc' }, { id: 'asc' }], select: ['documentId', 'kind', 'subject', 'attempts', 'lastError'] }) : Promise.resolve(null),
  ]);
  return { deskCases, conclusions, refunds, invoices, dataRequests, failingTasks };
}

export async function readTodayWork(strapi: Core.Strapi, withTasks: boolean, terms: TermWords, now = new Date()): Promise<TodayWork> {
  return todayWork(await readOfficeRecords(strapi, withTasks, now), now, terms);
}

interface AdminUser { roles?: Array<{ code?: string }> }
const isAdministrator = (user: AdminUser | undefined) => Boolean(user?.roles?.some((role) => role.code === 'strapi-super-admin'));

/** Whether the signed-in admin works the office (may read desk cases); else answers 403 with a code. */
function officeStaff(ctx: Context): boolean {
  if (ctx.state.userAbility?.can('plugin::content-manager.explorer.read', deskCaseUid)) return true;
  ctx.status = 403;
  ctx.body = { code: 'notOfficeStaff' };
  return false;
}

/** GET /admin/office/today (the office view's lines) and GET /admin/office/today/count (the menu's count). */
export function registerTodayRoutes(strapi: Core.Strapi, terms: () => TermCatalogue): void {
  const today = async (ctx: Context) => readTodayWork(strapi, isAdministrator(ctx.state.user as AdminUser | undefined), await terms().words('et'));
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/office/today',
        handler: async (ctx: Context) => {
          if (!officeStaff(ctx)) return;
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = await today(ctx);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'GET',
        path: '/office/today/count',
        handler: async (ctx: Context) => {
          if (!officeStaff(ctx)) return;
          const work = await today(ctx);
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = { due: work.due, overdue: work.overdue };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as any);
}
