/** The careers form posts here (multipart, with the CV); applications are never readable publicly. */
export default {
  routes: [{ method: 'POST', path: '/job-applications', handler: 'job-application.apply', config: { auth: false } }],
};
