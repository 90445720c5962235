/** Draft content for the site's preview page; readable only with a signed link from the admin. */
export default {
  routes: [{ method: 'GET', path: '/previews/:type/:documentId', handler: 'preview.draft', config: { auth: false } }],
};
