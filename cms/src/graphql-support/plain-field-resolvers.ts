import path from 'path';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

type WrapResolvers = (options: { schema: GraphQLSchema; extension?: { resolversConfig?: Record<string, unknown> } }) => GraphQLSchema;
type Field = { resolve?: GraphQLFieldResolver<unknown, unknown> };

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Strapi's GraphQL plugin wraps the resolver of every field of every type for its auth, middlewares and
 * policies, and runs the wrapper (a policy context made with lodash, two more promises) for each field of
 * each object it answers, even where there is nothing to check: a field of a type that is not Query,
 * Mutation or Subscription and has no resolver configuration (no auth, middlewares or policies). Such
 * fields get their own resolver back. Everything configured, and every root field, keeps Strapi's wrapper.
 */
export function keepPlainFieldResolvers(wrapResolvers: WrapResolvers): WrapResolvers {
  return (options) => {
    const config = options.extension?.resolversConfig ?? {};
    const configured = (type: string, field: string) => Object.prototype.hasOwnProperty.call(config, `${type}.${field}`) || (config[type] as Record<string, unknown> | undefined)?.[field] !== undefined;
    const plain = new Map<Field, Field['resolve']>();
    for (const [type, definition] of Object.entries(options.schema.getTypeMap())) {
      if (!isObjectType(definition) || type.startsWith('__') || rootTypes.has(type)) continue;
      for (const [name, field] of Object.entries(definition.getFields())) if (!configured(type, name)) plain.set(field, field.resolve);
    }
    const schema = wrapResolvers(options);
    for (const [field, resolve] of plain) field.resolve = resolve;
    return schema;
  };
}

/** Puts keepPlainFieldResolvers around the plugin's wrapResolvers, before the plugin builds its schema. */
export function registerPlainFieldResolvers(): void {
  // The module the plugin's server code requires (by its file: the package exports no such path).
  const file = path.join(path.dirname(require.resolve('@strapi/plugin-graphql/package.json')), 'dist/server/services/content-api/wrap-resolvers.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require(file) as { wrapResolvers: WrapResolvers & { plainFields?: true } };
  if (plugin.wrapResolvers.plainFields) return;
  plugin.wrapResolvers = Object.assign(keepPlainFieldResolvers(plugin.wrapResolvers), { plainFields: true as const });
}
