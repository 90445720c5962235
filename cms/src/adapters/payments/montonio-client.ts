import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt';
import { orderNoticeFrom, providerOrderFrom, refundNoticeFrom } from './montonio-readings';
import type { CreatedPayment, PaymentBank, PaymentOrder, PaymentProvider, ProviderOrder, RefundReading, TokenReading } from './payment-provider';
import { outsideFetch, type HttpAnswer, type HttpFetch } from '../outside-http';

/** Montonio "Stargate" payment initiation: signed orders out, signed order tokens back. */
export interface MontonioConfig {
  baseUrl: string;
  accessKey: string;
  secretKey: string;
  fetch?: HttpFetch;
  now?: () => Date;
  /** Lifetime of the order token we sign; Montonio accepts at most 10 minutes. */
  tokenLifetimeSeconds?: number;
}

const maxTokenLifetimeSeconds = 600;

/**
 * Cents → euros for the wire. Dividing an integer by 100 is correctly rounded, so the result is the
 * double nearest to the decimal amount and JSON prints it with at most two decimals (1999 → 19.99).
 */
export function centsToEuros(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** Euros from the wire → cents; null when the value is not a finite number. */
export function eurosToCents(euros: unknown): number | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) return null;
  return Math.round(euros * 100);
}

/** Montonio prices a line per unit, our lines carry their total: a total must split evenly. */
function unitPrices(order: PaymentOrder): number[] {
  const where = `Payment ${order.merchantReference}`;
  if (!Number.isSafeInteger(order.amount) || order.amount <= 0) throw new RangeError(`${where}: the amount must be a positive whole number of cents`);
  if (order.lineItems.length === 0) throw new RangeError(`${where}: no line items`);
  let sum = 0;
  const prices = order.lineItems.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError(`${where}: the quantity of "${line.name}" must be a positive whole number`);
    if (!Number.isSafeInteger(line.amount)) throw new RangeError(`${where}: the amount of "${line.name}" must be a whole number of cents`);
    if (line.amount % line.quantity !== 0) throw new RangeError(`${where}: ${line.amount} cents of "${line.name}" do not split evenly into ${line.quantity} units`);
    sum += line.amount;
    return line.amount / line.quantity;
  });
  if (sum !== order.amount) throw new RangeError(`${where}: the lines add up to ${sum} cents, not ${order.amount}`);
  return prices;
}

async function refusalDetail(response: HttpAnswer): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    const parts = [body.code, body.message].filter((part): part is string => typeof part === 'string' && part !== '');
    return parts.length ? ` (${parts.join(': ').slice(0, 200)})` : '';
  } catch {
    return '';
  }
}

export class MontonioClient implements PaymentProvider {
  private readonly fetch: HttpFetch;
  private readonly now: () => Date;
  private readonly baseUrl: string;
  private readonly tokenLifetimeSeconds: number;

  constructor(private readonly config: MontonioConfig) {
    this.fetch = config.fetch ?? outsideFetch;
    this.now = config.now ?? (() => new Date());
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.tokenLifetimeSeconds = config.tokenLifetimeSeconds ?? maxTokenLifetimeSeconds;
    if (!Number.isInteger(this.tokenLifetimeSeconds) || this.tokenLifetimeSeconds < 1 || this.tokenLifetimeSeconds > maxTokenLifetimeSeconds) {
      throw new RangeError(`tokenLifetimeSeconds must be a whole number from 1 to ${maxTokenLifetimeSeconds}`);
    }
  }

  async createPayment(order: PaymentOrder): Promise<CreatedPayment> {
    const prices = unitPrices(order);
    const grandTotal = centsToEuros(order.amount);
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const token = signHs256Jwt(
      {
        accessKey: this.config.accessKey,
        merchantReference: order.merchantReference,
        returnUrl: order.returnUrl,
        notificationUrl: order.notificationUrl,
        currency: order.currency,
        grandTotal,
        locale: order.locale,
        lineItems: order.lineItems.map((line, index) => ({ name: line.name, quantity: line.quantity, finalPrice: centsToEuros(prices[index]!) })),
        payment: {
          method: 'paymentInitiation',
          amount: grandTotal,
          currency: order.currency,
          methodOptions: {
            ...(order.preferredBank ? { preferredProvider: order.preferredBank } : {}),
            preferredCountry: 'EE',
            preferredLocale: order.locale,
          },
        },
        iat: issuedAt,
        exp: issuedAt + this.tokenLifetimeSeconds,
      },
      this.config.secretKey,
    );
    const response = await this.fetch(`${this.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ data: token }),
    });
    if (!response.ok) throw new Error(`Montonio refused the order ${order.merchantReference}: HTTP ${response.status}${await refusalDetail(response)}`);
    const created = (await response.json().catch(() => null)) as { uuid?: unknown; paymentUrl?: unknown } | null;
    if (typeof created?.uuid !== 'string' || typeof created.paymentUrl !== 'string' || !/^https?:\/\//.test(created.paymentUrl)) {
      throw new Error(`Montonio answered the order ${order.merchantReference} without a uuid and payment URL`);
    }
    return { providerUuid: created.uuid, paymentUrl: created.paymentUrl };
  }

  /** A short-lived token signed with the secret key: how Montonio's GET endpoints are authorised (Bearer). */
  private bearer(): string {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return signHs256Jwt({ accessKey: this.config.accessKey, iat: issuedAt, exp: issuedAt + 60 }, this.config.secretKey);
  }

  /** GET /stores/payment-methods. */
  async listBanks(): Promise<PaymentBank[]> {
    const response = await this.fetch(`${this.baseUrl}/api/stores/payment-methods`, { headers: { authorization: `Bearer ${this.bearer()}`, accept: 'application/json' } });
    if (!response.ok) throw new Error(`Montonio refused the payment methods: HTTP ${response.status}${await refusalDetail(response)}`);
    const body = (await response.json().catch(() => null)) as { paymentMethods?: { paymentInitiation?: { setup?: Record<string, { paymentMethods?: unknown }> } } } | null;
    const banks = body?.paymentMethods?.paymentInitiation?.setup?.EE?.paymentMethods;
    if (!Array.isArray(banks)) return [];
    return banks
      .filter((bank): bank is { code: string; name: string } => typeof bank?.code === 'string' && typeof bank?.name === 'string')
      .map((bank) => ({ code: bank.code, name: bank.name }));
  }

  /** GET /orders/:uuid: the order's status and refunds as Montonio has them now. */
  async getOrder(providerUuid: string): Promise<ProviderOrder> {
    const response = await this.fetch(`${this.baseUrl}/api/orders/${encodeURIComponent(providerUuid)}`, { headers: { authorization: `Bearer ${this.bearer()}`, accept: 'application/json' } });
    if (!response.ok) throw new Error(`Montonio refused the order ${providerUuid}: HTTP ${response.status}${await refusalDetail(response)}`);
    const order = providerOrderFrom(await response.json().catch(() => null));
    if (!order || order.providerUuid !== providerUuid) throw new Error(`Montonio answered the order ${providerUuid} with something else`);
    return order;
  }

  readOrderToken(token: string, options: { acceptExpired?: boolean } = {}): TokenReading {
    const verified = verifyHs256Jwt(token, this.config.secretKey, this.now(), options);
    if (!verified.ok) return verified;
    const claims = verified.payload;
    if (claims.accessKey !== this.config.accessKey) return { ok: false, problem: 'wrongMerchant' };
    const notice = orderNoticeFrom(claims);
    // Montonio's tokens always expire; one that never does could be replayed forever.
    if (!notice || typeof claims.exp !== 'number') return { ok: false, problem: 'missingFields' };
    return verified.expired ? { ok: true, notice, expired: true } : { ok: true, notice };
  }

  /** A refund notification's token: signed like the order token; one naming another merchant's access key is refused. */
  readRefundToken(token: string, options: { acceptExpired?: boolean } = {}): RefundReading {
    const verified = verifyHs256Jwt(token, this.config.secretKey, this.now(), options);
    if (!verified.ok) return verified;
    const claims = verified.payload;
    if (claims.accessKey !== undefined && claims.accessKey !== this.config.accessKey) return { ok: false, problem: 'wrongMerchant' };
    const refund = refundNoticeFrom(claims);
    if (!refund) return { ok: false, problem: 'missingFields' };
    return verified.expired ? { ok: true, refund, expired: true } : { ok: true, refund };
  }
}
