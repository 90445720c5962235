/** An invoice order's PDF: only for the logged-in customer who made the order, by the session cookie. */
export default {
  routes: [{ method: 'GET', path: '/payments/:id/invoice', handler: 'payment-order.invoice', config: { auth: false } }],
};
