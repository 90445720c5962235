import type { ProductKey } from '@kindlustus/domain';
import type { Insurer, InsurerAnswer, InsurerQuoteRequest } from './insurer';
import { editionOn, type PricesWithEditions, type TariffEdition } from './tariff-editions';
import { priceQuote } from './tariff-engine';
import type { TariffBook } from './tariff-book';

/** Numbers per sandbox insurer, for all its products or one: `{ emajoe: 1500, 'pohjala:home': 20 }`. */
export type PerInsurer = Record<string, number>;

export interface SandboxBehaviour {
  /** Milliseconds before the insurer answers (SANDBOX_INSURER_DELAYS). */
  delays?: PerInsurer;
  /** Seconds its offers stay valid instead of its tariff's hours (SANDBOX_OFFER_VALID_SECONDS). */
  offerValidSeconds?: PerInsurer;
}

/**
 * An insurer of the sandbox: prices from its tariff book, or from the CMS's edition of it in force on the
 * policy's start date when editors keep one (before the first edition, the built-in book). It can be made
 * slow, to exercise slow insurers, and its offers short-lived, to exercise expired offers, for all products or one.
 */
export class SandboxInsurer implements Insurer, PricesWithEditions {
  readonly id: string;
  readonly name: string;
  readonly products: TariffBook['products'];

  constructor(
    private readonly book: TariffBook,
    private readonly behaviour: SandboxBehaviour = {},
    private readonly editions: readonly TariffEdition[] = [],
  ) {
    this.id = book.id;
    this.name = book.name;
    this.products = book.products;
  }

  async quote(request: InsurerQuoteRequest): Promise<InsurerAnswer> {
    const delay = settingFor(this.behaviour.delays, this.id, request.product) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const edition = editionOn(this.editions, request.input.startDate);
    const answer = priceQuote(edition ? { ...this.book, ...edition.rates } : this.book, request);
    const validSeconds = settingFor(this.behaviour.offerValidSeconds, this.id, request.product);
    if (answer.kind !== 'offer' || validSeconds === undefined) return answer;
    return { kind: 'offer', offer: { ...answer.offer, validForHours: validSeconds / 3600 } };
  }

  withEditions(editions: readonly TariffEdition[]): SandboxInsurer {
    return new SandboxInsurer(this.book, this.behaviour, editions);
  }
}

/** The setting for one insurer and product: the product's own, else the insurer's. */
export function settingFor(settings: PerInsurer | undefined, insurerId: string, product: ProductKey): number | undefined {
  return settings?.[`${insurerId}:${product}`] ?? settings?.[insurerId];
}

/** `emajoe=1500,pohjala:home=20` → { emajoe: 1500, 'pohjala:home': 20 } */
export function parsePerInsurer(setting: string | undefined): PerInsurer {
  const values: PerInsurer = {};
  for (const part of (setting ?? '').split(',')) {
    const [id, value] = part.split('=').map((text) => text.trim());
    if (id && value && Number.isFinite(Number(value))) values[id] = Number(value);
  }
  return values;
}
