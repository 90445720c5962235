import { GraphQLError, Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * How large one GraphQL request may be. The site's largest operation (measured by a unit test) stays
 * well below each: depth 6, no aliases, 79 fields. Stricter than the graphql plugin's own depthLimit,
 * which counts one level less.
 */
export const graphqlLimits = {
  /** Field nesting, fragments expanded, a leaf field counting as a level. */
  depth: 10,
  /** Aliased fields: each alias can run a resolver again. */
  aliases: 15,
  /** Fields to resolve, fragments expanded (each counted where it is spread): the request's cost. */
  cost: 300,
  /** Lexical tokens: parsing stops early on a huge document. */
  tokens: 5000,
  /** Operations in one document. */
  operations: 5,
};

export interface OperationSize {
  depth: number;
  aliases: number;
  cost: number;
}

export type LimitCode = 'SUBSCRIPTIONS_NOT_SUPPORTED' | 'FRAGMENT_CYCLE' | 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COSTLY' | 'QUERY_TOO_LARGE' | 'GRAPHQL_PARSE_FAILED';

export class LimitRefusal extends Error {
  constructor(readonly code: LimitCode, message: string) {
    super(message);
  }
}

const introspectionFields = new Set(['__schema', '__type']);

/** An operation that only asks the schema about itself: bounded by the schema, refused where introspection is off. */
const isIntrospection = (selectionSet: SelectionSetNode) =>
  selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && introspectionFields.has(selection.name.value));

/** Depth, aliases and cost of each operation in a document; introspection-only operations are left out. */
export function measureOperations(document: DocumentNode): OperationSize[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const measure = (selectionSet: SelectionSetNode, depth: number, open: ReadonlySet<string>): OperationSize => {
    const size = { depth, aliases: 0, cost: 0 };
    const add = (inner: OperationSize) => {
      size.depth = Math.max(size.depth, inner.depth);
      size.aliases += inner.aliases;
      size.cost += inner.cost;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        size.cost += 1;
        if (selection.alias) size.aliases += 1;
        if (selection.selectionSet) add(measure(selection.selectionSet, depth + 1, open));
        else size.depth = Math.max(size.depth, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(measure(selection.selectionSet, depth, open));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) continue;
        // graphql-js refuses cycles too, but the plugin's depth rule would recurse on one first.
        if (open.has(fragment.name.value)) throw new LimitRefusal('FRAGMENT_CYCLE', `Fragment ${fragment.name.value} spreads itself`);
        add(measure(fragment.selectionSet, depth, new Set([...open, fragment.name.value])));
      }
      // A cost far over the limit needs no exact figure: stop expanding.
      if (size.cost > graphqlLimits.cost * 10) break;
    }
    return size;
  };

  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && !isIntrospection(definition.selectionSet) ? [measure(definition.selectionSet, 0, new Set())] : []);
}

/** Parses one request's query and refuses it when over a limit; the document otherwise. */
export function checkQuery(query: string, limits = graphqlLimits): DocumentNode {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: limits.tokens, noLocation: true });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The query cannot be parsed';
    throw new LimitRefusal(/tokens\. Parsing aborted/.test(message) ? 'QUERY_TOO_LARGE' : 'GRAPHQL_PARSE_FAILED', message);
  }
  // The schema has no subscription type and the endpoint no transport for one: a client's mistake, not Apollo's 500.
  if (document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription'))
    throw new LimitRefusal('SUBSCRIPTIONS_NOT_SUPPORTED', 'Subscriptions are not supported: send a query or a mutation');
  const sizes = measureOperations(document);
  if (document.definitions.length > limits.operations * 10) throw new LimitRefusal('QUERY_TOO_LARGE', 'Too many definitions');
  if (sizes.length > limits.operations) throw new LimitRefusal('QUERY_TOO_LARGE', `At most ${limits.operations} operations per document`);
  for (const size of sizes) {
    if (size.depth > limits.depth) throw new LimitRefusal('QUERY_TOO_DEEP', `The query is nested deeper than ${limits.depth}`);
    if (size.aliases > limits.aliases) throw new LimitRefusal('TOO_MANY_ALIASES', `The query has more than ${limits.aliases} aliases`);
    if (size.cost > limits.cost) throw new LimitRefusal('QUERY_TOO_COSTLY', `The query asks for more than ${limits.cost} fields`);
  }
  return document;
}
