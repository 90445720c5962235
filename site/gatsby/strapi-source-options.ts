/**
 * gatsby-source-strapi reads each content type once, every language at once (`locale=*`; the single
 * type through its localizations). The CMS decides what is populated. The build reads with the
 * read-only token the CMS keys to SITE_BUILD_TOKEN.
 */
export function strapiSourceOptions() {
  const allLocales = { queryParams: { locale: '*' } };
  return {
    apiURL: process.env.STRAPI_URL ?? 'http://127.0.0.1:1337',
    accessToken: process.env.SITE_BUILD_TOKEN,
    version: 5,
    skipFileDownloads: true,
    collectionTypes: [
      { singularName: 'page', ...allLocales },
      { singularName: 'product', ...allLocales },
      { singularName: 'job', ...allLocales },
      { singularName: 'office', ...allLocales },
      { singularName: 'insurer' },
    ],
    singleTypes: [
      { singularName: 'global', pluginOptions: { i18n: { locale: 'all' } } },
      { singularName: 'integration-setting' },
    ],
  };
}
