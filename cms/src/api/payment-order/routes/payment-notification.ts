/** The payment provider's notification (webhook): signed, so no login; the source of truth for payments. */
export default {
  routes: [{ method: 'POST', path: '/payments/notification', handler: 'payment-order.notification', config: { auth: false } }],
};
