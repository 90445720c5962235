import type { GatsbyConfig } from 'gatsby';
import { defaultLocale, locales } from '@kindlustus/routes';
import { strapiSourceOptions } from './gatsby/strapi-source-options';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: '@theme-ui/core',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-strapi', options: strapiSourceOptions() },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...locales],
        defaultLanguage: defaultLocale,
        generateDefaultLanguagePage: false,
        // The language comes from the URL only; browser-language detection stays off.
        redirect: false,
        siteUrl,
        i18nextOptions: {
          returnNull: false,
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
        },
      },
    },
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        workboxConfig: {
          // Replaces the plugin's list entry by entry: the provider API is never cached.
          runtimeCaching: [
            { urlPattern: /\/api\//, handler: 'NetworkOnly' },
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            // A page's data comes from the network while there is one, so a page the worker answers with its app shell
            // shows the last publish (stale data would, e.g., still list an unpublished job); offline, the cached copy.
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkFirst' },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|woff|woff2|css)$/, handler: 'StaleWhileRevalidate' },
          ],
        },
      },
    },
  ],
};

export default config;
