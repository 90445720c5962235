/**
 * The careers form posts here (multipart, with the CV); applications are never readable publicly.
 * The terms (how long applications are kept, the CV limits) are public: the form states them.
 */
export default {
  routes: [
    { method: 'POST', path: '/job-applications', handler: 'job-application.apply', config: { auth: false } },
    { method: 'GET', path: '/job-applications/terms', handler: 'job-application.terms', config: { auth: false } },
  ],
};
