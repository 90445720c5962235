import type { Core } from '@strapi/strapi';
import { writingLocale, type FieldError } from '@kindlustus/domain';
import type { ApiContext } from '../http/koa-context';

export type Context = { koaContext: ApiContext };
/** Resolvers by type name, each by field name (what Strapi's GraphQL extension takes). */
type Resolvers = { [type: string]: Record<string, unknown> | undefined };

export const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
export const languageOf = writingLocale;
/** A service's refusal: its status, machine-readable code and field errors, the input back or the current price. */
export interface ApiRejection {
  status: number;
  code: string;
  errors: FieldError[];
  input?: unknown;
  currentPremium?: number;
}

/** A refusal as the API answers it: the input and the current premium are null where it names none. */
export const rejected = (rejection: ApiRejection) => ({ rejection: { ...rejection, input: rejection.input ?? null, currentPremium: rejection.currentPremium ?? null } });

/**
 * Adds types and resolvers to the provider API's GraphQL schema. Every operation is public at the
 * GraphQL layer: what a caller may see is decided by the services from the cookies (browser, session).
 */
export function extendGraphql(strapi: Core.Strapi, typeDefs: string, resolvers: Resolvers): void {
  const names = ['Query', 'Mutation'].flatMap((type) => Object.keys(resolvers[type] ?? {}).map((field) => `${type}.${field}`));
  strapi.plugin('graphql').service('extension').use(() => ({
    typeDefs,
    resolvers,
    resolversConfig: Object.fromEntries(names.map((name) => [name, { auth: false }])),
  }));
}
