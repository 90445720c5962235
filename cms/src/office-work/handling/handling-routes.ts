/**
 * The office's handling pages' server side (admin routes, /admin/office/…): a desk case, a policy to conclude, a
 * payment to return, a customer's request. Each needs the admin's update right on its content type, as editing it
 * in the content manager does. A page's data is read at …/:id/view: the page itself lives at …/:id, which the
 * admin panel serves on a reload.
 */
import type { Context } from 'koa';
import type { TermCatalogue } from '../../terms/term-catalogue';
import type { Core } from '@strapi/strapi';
import { deskCaseUid } from '../../commerce/desk/desk-service';
import { conclusionUid } from '../../commerce/policies/policy-conclusions';
import { conclusionHandling } from './conclusion-handling';
import { dataRequestHandling, type Decision } from './data-request-handling';
import { deskCaseHandling } from './desk-case-handling';
import { bodyOf, refused, respond, type Handled } from './handling-answer';
import { refundHandling } from './refund-handling';
import { invoiceHandling } from './invoice-handling';
import type { InvoicePayments } from '../../commerce/payment/invoice-payments';

type Action = (ctx: Context, id: string) => Promise<Handled<unknown>> | Handled<unknown>;

export function registerHandlingRoutes(strapi: Core.Strapi, terms: () => TermCatalogue, invoicePayments: () => InvoicePayments): void {
  const desk = deskCaseHandling(strapi, terms);
  const conclusions = conclusionHandling(strapi);
  const refunds = refundHandling(strapi);
  const requests = dataRequestHandling(strapi);
  const invoices = invoiceHandling(strapi, invoicePayments);
  const staffOf = (ctx: Context) => String((ctx.state.user as { email?: string } | undefined)?.email ?? 'staff');

  const route = (method: 'GET' | 'POST', path: string, uid: string, action: Action) => ({
    method,
    path: `/office/${path}`,
    handler: async (ctx: Context) => {
      if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.update', uid)) return respond(ctx, refused(403, 'role', 'your role may not handle this'));
      respond(ctx, await action(ctx, String(ctx.params.id)));
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });
  const decide = (decision: Decision): Action => (ctx, id) => requests.decide(id, decision, bodyOf(ctx));
  const requestUid = 'api::data-request.data-request';
  const orderUid = 'api::payment-order.payment-order';

  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      route('GET', 'desk-cases/:id/view', deskCaseUid, (_ctx, id) => desk.view(id)),
      route('POST', 'desk-cases/:id/preview', deskCaseUid, (ctx) => desk.preview(bodyOf(ctx), bodyOf(ctx).decision === 'decline' ? 'declined' : 'answered')),
      route('POST', 'desk-cases/:id/answer', deskCaseUid, (ctx, id) => desk.decide(id, bodyOf(ctx), 'answered')),
      route('POST', 'desk-cases/:id/decline', deskCaseUid, (ctx, id) => desk.decide(id, bodyOf(ctx), 'declined')),
      route('GET', 'conclusions/:id/view', conclusionUid, (_ctx, id) => conclusions.view(id)),
      route('POST', 'conclusions/:id/conclude', conclusionUid, (ctx, id) => conclusions.conclude(id, bodyOf(ctx))),
      route('GET', 'refunds/:id/view', orderUid, (_ctx, id) => refunds.view(id)),
      route('POST', 'refunds/:id/done', orderUid, (ctx, id) => refunds.done(id, bodyOf(ctx))),
      route('GET', 'invoices/:id/view', orderUid, (_ctx, id) => invoices.view(id)),
      route('POST', 'invoices/:id/paid', orderUid, (ctx, id) => invoices.markPaid(id, staffOf(ctx))),
      route('POST', 'invoices/:id/overpayment-returned', orderUid, (ctx, id) => invoices.overpaymentReturned(id, bodyOf(ctx), staffOf(ctx))),
      route('POST', 'statements', orderUid, (ctx) => invoices.importStatement(ctx)),
      route('GET', 'data-requests/:id/view', requestUid, (_ctx, id) => requests.view(id)),
      route('POST', 'data-requests/:id/approve', requestUid, decide('approve')),
      route('POST', 'data-requests/:id/done', requestUid, decide('done')),
      route('POST', 'data-requests/:id/refuse', requestUid, decide('refuse')),
    ],
  } as never);
}
