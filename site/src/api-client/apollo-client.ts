import { ApolloClient, HttpLink } from '@apollo/client';
import { apiAcceptHeader, apiUrl } from './api-base';
import { NoStoreCache } from './no-store-cache';

let client: ApolloClient | undefined;

/**
 * The one Apollo client for the provider API, made on first use in the browser: this module is only
 * reached through dynamic imports, so Apollo never ships in a static page's first load. Every answer
 * comes from the network and none is kept in the cache: quotes, carts and policies carry personal data,
 * each screen asks for what it shows, and skipping the cache's normalising spares a slow phone the
 * work (and the long task) on the first answer of a page; so the cache is one that stores nothing (no-store-cache.ts).
 */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: apiUrl('graphql'), credentials: 'same-origin', headers: { accept: apiAcceptHeader } }),
    cache: new NoStoreCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' }, watchQuery: { fetchPolicy: 'no-cache' } },
  });
  return client;
}
