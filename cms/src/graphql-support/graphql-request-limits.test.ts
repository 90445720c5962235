import { getIntrospectionQuery, print, type DocumentNode } from 'graphql';
import * as cartOperations from '../../../site/src/api-client/cart/cart-operations';
import * as loginOperations from '../../../site/src/api-client/login/login-operations';
import * as paymentOperations from '../../../site/src/api-client/payment/payment-operations';
import * as policiesOperations from '../../../site/src/api-client/policies/policies-operations';
import * as quoteOperations from '../../../site/src/api-client/quotes/quote-operations';
import { checkQuery, graphqlLimits, LimitRefusal, measureOperations } from './graphql-request-limits';

const refusal = (query: string) => {
  try {
    checkQuery(query);
    return null;
  } catch (error) {
    return error instanceof LimitRefusal ? error.code : 'other';
  }
};
const nested = (depth: number) => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`;

describe('GraphQL limits', () => {
  test("every operation of the site's API client fits with room to spare: four levels, half the aliases and half the cost", () => {
    const documents = [...[loginOperations, cartOperations, paymentOperations, policiesOperations].flatMap((operations) => Object.values(operations)), ...Object.values(quoteOperations)] as unknown as DocumentNode[];
    const sizes = documents.filter((document) => document?.kind === 'Document').flatMap((document) => {
      expect(refusal(print(document))).toBeNull();
      return measureOperations(document);
    });
    expect(sizes.length).toBeGreaterThan(20);
    const largest = { depth: Math.max(...sizes.map((size) => size.depth)), aliases: Math.max(...sizes.map((size) => size.aliases)), cost: Math.max(...sizes.map((size) => size.cost)) };
    console.log(`largest site operation: depth ${largest.depth}, aliases ${largest.aliases}, cost ${largest.cost}`);
    expect(largest.depth + 4).toBeLessThanOrEqual(graphqlLimits.depth);
    expect(largest.aliases * 2).toBeLessThanOrEqual(graphqlLimits.aliases);
    expect(largest.cost * 2).toBeLessThanOrEqual(graphqlLimits.cost);
  });

  test('depth counts through fragments and inline fragments', () => {
    expect(refusal(nested(graphqlLimits.depth))).toBeNull();
    expect(refusal(nested(graphqlLimits.depth + 1))).toBe('QUERY_TOO_DEEP');
    const viaFragments = `query { ...F } fragment F on Query { a { ... on A { ...G } } } fragment G on A { ${'b { '.repeat(10)}c${' }'.repeat(10)} }`;
    expect(refusal(viaFragments)).toBe('QUERY_TOO_DEEP');
  });

  test('aliases and cost are counted where fragments are spread', () => {
    const aliases = Array.from({ length: graphqlLimits.aliases + 1 }, (_, index) => `a${index}: me { id }`).join(' ');
    expect(refusal(`{ ${aliases} }`)).toBe('TOO_MANY_ALIASES');
    // Fragments that spread each other ten fields at a time: few tokens, a huge cost.
    const fields = Array.from({ length: 10 }, (_, index) => `f${index}`).join(' ');
    const levels = Array.from({ length: 4 }, (_, level) => `fragment L${level} on T { ${Array.from({ length: 10 }, (_, index) => `x${index} { ...L${level + 1} }`).join(' ')} }`);
    expect(refusal(`{ t { ...L0 } } ${levels.join(' ')} fragment L4 on T { ${fields} }`)).toBe('QUERY_TOO_COSTLY');
  });

  test('huge, broken, cyclic and many-operation documents are refused without hanging', () => {
    expect(refusal(`{ ${'a '.repeat(graphqlLimits.tokens)} }`)).toBe('QUERY_TOO_LARGE');
    expect(refusal('{ a { ')).toBe('GRAPHQL_PARSE_FAILED');
    expect(refusal('query { ...A } fragment A on Q { ...B } fragment B on Q { ...A }')).toBe('FRAGMENT_CYCLE');
    expect(refusal(Array.from({ length: graphqlLimits.operations + 1 }, (_, index) => `query Q${index} { a }`).join(' '))).toBe('QUERY_TOO_LARGE');
  });

  test('a subscription is refused, alone or beside a query', () => {
    expect(refusal('subscription { a }')).toBe('SUBSCRIPTIONS_NOT_SUPPORTED');
    expect(refusal('query A { a } subscription B { a }')).toBe('SUBSCRIPTIONS_NOT_SUPPORTED');
    expect(refusal('query A { a } mutation B { b }')).toBeNull();
  });

  test('introspection is measured by the schema, not by these limits (production turns it off)', () => {
    expect(refusal(getIntrospectionQuery())).toBeNull();
  });
});
