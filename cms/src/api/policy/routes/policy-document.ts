/** A policy's document (PDF): only for the logged-in owner, by the session cookie. */
export default {
  routes: [{ method: 'GET', path: '/policies/:id/document', handler: 'policy.document', config: { auth: false } }],
};
