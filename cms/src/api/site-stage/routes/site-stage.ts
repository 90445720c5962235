/** Public: the site build reads whether it is a test site (SITE_STAGE and the sandboxes), to say so on every page. */
export default {
  routes: [{ method: 'GET', path: '/site-stage', handler: 'site-stage.read', config: { auth: false } }],
};
