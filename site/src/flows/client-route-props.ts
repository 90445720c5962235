/** What a client-only route's flow is given: the route's parameters and the address's query string. */
export interface ClientRouteProps {
  params: Record<string, string | undefined>;
  search: string;
}
