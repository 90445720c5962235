import {
  buildClientSchema,
  GraphQLObjectType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  lexicographicSortSchema,
  parse,
  printType,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { accountTypeDefs } from '../src/commerce/login/account-graphql';
import { cartTypeDefs } from '../src/commerce/cart/cart-graphql';
import { companyTypeDefs } from '../src/commerce/company/company-graphql';
import { paymentTypeDefs } from '../src/commerce/payment/payment-graphql';
import { policyTypeDefs } from '../src/commerce/policies/policy-graphql';
import { quoteTypeDefs } from '../src/commerce/quotes/quote-graphql';
import { privacyTypeDefs } from '../src/privacy/privacy-graphql';

const rootTypes = ['Query', 'Mutation'] as const;

/** The Query and Mutation fields the provider API defines; Strapi's own fields stay out. */
export function providerRootFields(typeDefs = [quoteTypeDefs, accountTypeDefs, cartTypeDefs, paymentTypeDefs, policyTypeDefs, privacyTypeDefs, companyTypeDefs]): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>(rootTypes.map((name) => [name, new Set()]));
  for (const definition of typeDefs.flatMap((source) => parse(source).definitions)) {
    if ((definition.kind === 'ObjectTypeDefinition' || definition.kind === 'ObjectTypeExtension') && fields.has(definition.name.value)) {
      for (const field of definition.fields ?? []) fields.get(definition.name.value)!.add(field.name.value);
    }
  }
  return fields;
}

/** The named types a type refers to: field types and arguments, interfaces, union members, input fields. */
function referencedTypes(type: GraphQLNamedType): GraphQLNamedType[] {
  if (isObjectType(type) || isInterfaceType(type)) {
    return [
      ...type.getInterfaces(),
      ...Object.values(type.getFields()).flatMap((field) => [getNamedType(field.type), ...field.args.map((arg) => getNamedType(arg.type))]),
    ];
  }
  if (isUnionType(type)) return [...type.getTypes()];
  if (isInputObjectType(type)) return Object.values(type.getFields()).map((field) => getNamedType(field.type));
  return [];
}

function providerRoot(schema: GraphQLSchema, name: string, fieldNames: Set<string>): GraphQLObjectType | null {
  const root = schema.getType(name);
  if (!isObjectType(root)) return null;
  const config = root.toConfig();
  const fields = Object.fromEntries(Object.entries(config.fields).filter(([field]) => fieldNames.has(field)));
  return Object.keys(fields).length ? new GraphQLObjectType({ ...config, fields }) : null;
}

/**
 * The provider API's part of a served schema as SDL: its Query and Mutation fields and every type
 * they reach, sorted by name (fields and arguments too) and printed with graphql's printType.
 */
export function printProviderSchema(introspection: IntrospectionQuery, header: string): string {
  const schema = lexicographicSortSchema(buildClientSchema(introspection));
  const roots = [...providerRootFields()].flatMap(([name, fields]) => providerRoot(schema, name, fields) ?? []);
  const found = new Map<string, GraphQLNamedType>(roots.map((root) => [root.name, root]));
  const queue: GraphQLNamedType[] = [...roots];
  while (queue.length) {
    for (const type of referencedTypes(queue.shift()!)) {
      if (found.has(type.name) || isSpecifiedScalarType(type)) continue;
      found.set(type.name, type);
      queue.push(type);
    }
  }
  const printed = [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((type) => printType(type));
  return `${header}\n${printed.join('\n\n')}\n`;
}
