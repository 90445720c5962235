import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { NoStoreCache } from './no-store-cache';

const cartQuery = gql`query Cart { cart { id items { offerId } } }`;
const addMutation = gql`mutation Add($offerId: ID!) { addToCart(offerId: $offerId) { id } }`;

function clientAnswering(answer: (operationName: string, count: number) => unknown) {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(print(operation.query));
    return of({ data: answer(operation.operationName ?? '', sent.length) } as ApolloLink.Result);
  });
  const client = new ApolloClient({
    link,
    cache: new NoStoreCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' }, watchQuery: { fetchPolicy: 'no-cache' } },
  });
  return { client, sent };
}

describe('NoStoreCache', () => {
  it('hands every answer on from the network and asks again each time: it keeps none', async () => {
    const { client, sent } = clientAnswering((_name, count) => ({ cart: { __typename: 'Cart', id: `c${count}`, items: [{ __typename: 'CartItem', offerId: 'o1' }] } }));
    const first = await client.query({ query: cartQuery });
    expect(first.data).toEqual({ cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'CartItem', offerId: 'o1' }] } });
    const second = await client.query({ query: cartQuery });
    expect(second.data).toMatchObject({ cart: { id: 'c2' } });
    expect(sent).toHaveLength(2);
  });

  it('asks for __typename as InMemoryCache had requests do', async () => {
    const { client, sent } = clientAnswering(() => ({ addToCart: { __typename: 'Cart', id: 'c1' } }));
    const result = await client.mutate({ mutation: addMutation, variables: { offerId: 'o1' } });
    expect(result.data).toEqual({ addToCart: { __typename: 'Cart', id: 'c1' } });
    expect(sent[0]).toContain('__typename');
    await expect(client.clearStore()).resolves.toEqual([]);
  });
});
