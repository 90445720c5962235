import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { apiAcceptHeader, apiUrl } from './api-base';

let client: ApolloClient | undefined;

/**
 * The one Apollo client for the provider API, made on first use in the browser: this module is only
 * reached through dynamic imports, so Apollo never ships in a static page's first load. Nothing is
 * persisted: quotes and offers carry personal data.
 */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: apiUrl('graphql'), credentials: 'same-origin', headers: { accept: apiAcceptHeader } }),
    cache: new InMemoryCache(),
  });
  return client;
}
