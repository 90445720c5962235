import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { keepPlainFieldResolvers } from './plain-field-resolvers';

const typeDefs = `
  type Offer { id: ID! price: Int insurer: Insurer }
  type Insurer { name: String secret: String }
  type Query { offer: Offer }
`;

/** A stand-in for Strapi's wrapper: it marks every field it wrapped. */
function strapiLikeWrap(wrapped: string[]) {
  return ({ schema }: { schema: GraphQLSchema }) => {
    for (const type of [schema.getQueryType()!, schema.getType('Offer'), schema.getType('Insurer')] as Array<{ name: string; getFields(): Record<string, { resolve?: (...args: unknown[]) => unknown }> }>) {
      for (const [name, field] of Object.entries(type.getFields())) {
        const own = field.resolve ?? ((...args: unknown[]) => (args[0] as Record<string, unknown>)[name]);
        field.resolve = (...args) => {
          wrapped.push(`${type.name}.${name}`);
          return own(...args);
        };
      }
    }
    return schema;
  };
}

describe("Strapi's resolver wrapper on fields with nothing to check", () => {
  it('is taken off fields of object types without configuration; root fields and configured fields keep it', async () => {
    const schema = buildSchema(typeDefs);
    schema.getQueryType()!.getFields().offer!.resolve = () => ({ id: '1', price: 100, insurer: { name: 'Sandbox AS', secret: 's' } });
    const wrapped: string[] = [];
    keepPlainFieldResolvers(strapiLikeWrap(wrapped))({ schema, extension: { resolversConfig: { 'Query.offer': { auth: false }, 'Insurer.secret': { auth: { scope: ['x'] } } } } });
    const answer = await graphql({ schema, source: '{ offer { id price insurer { name secret } } }' });
    expect(answer).toEqual({ data: { offer: { id: '1', price: 100, insurer: { name: 'Sandbox AS', secret: 's' } } } });
    expect(wrapped.sort()).toEqual(['Insurer.secret', 'Query.offer']);
  });

  it('reads configuration given by type too, as Strapi does', async () => {
    const schema = buildSchema(typeDefs);
    schema.getQueryType()!.getFields().offer!.resolve = () => ({ id: '1', price: 100 });
    const wrapped: string[] = [];
    keepPlainFieldResolvers(strapiLikeWrap(wrapped))({ schema, extension: { resolversConfig: { Offer: { price: { policies: ['check'] } } } } });
    await graphql({ schema, source: '{ offer { id price } }' });
    expect(wrapped.sort()).toEqual(['Offer.price', 'Query.offer']);
  });
});
