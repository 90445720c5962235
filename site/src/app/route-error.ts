/** An error a route raises on purpose: the error page shows its status and message. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

export function statusOf(error: unknown): number {
  return error instanceof RouteError ? error.status : 500;
}
