import type { Insurer, InsurerAnswer, InsurerQuoteRequest } from './insurer';
import { priceQuote } from './tariff-engine';
import type { TariffBook } from './tariff-book';

/**
 * An insurer of the sandbox: prices from its tariff book. A response delay can be set to exercise
 * slow insurers, for all products or one (SANDBOX_INSURER_DELAYS=emajoe=1500 or emajoe:home=1500).
 */
export class SandboxInsurer implements Insurer {
  readonly id: string;
  readonly name: string;
  readonly products: TariffBook['products'];

  constructor(
    private readonly book: TariffBook,
    private readonly delays: Record<string, number> = {},
  ) {
    this.id = book.id;
    this.name = book.name;
    this.products = book.products;
  }

  async quote(request: InsurerQuoteRequest): Promise<InsurerAnswer> {
    const delay = this.delays[`${this.id}:${request.product}`] ?? this.delays[this.id] ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return priceQuote(this.book, request);
  }
}

/** `emajoe=1500,pohjala:home=20` → { emajoe: 1500, 'pohjala:home': 20 } */
export function parseDelays(setting: string | undefined): Record<string, number> {
  const delays: Record<string, number> = {};
  for (const part of (setting ?? '').split(',')) {
    const [id, ms] = part.split('=').map((value) => value.trim());
    if (id && ms && Number.isFinite(Number(ms))) delays[id] = Number(ms);
  }
  return delays;
}
