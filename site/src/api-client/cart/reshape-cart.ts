import type { ResultOf } from '../graphql';
import { reshapeInsurerLogo } from '../insurer-logo';
import { productOf } from '../product-key';
import type { cartQuery } from './cart-operations';
import type { Cart, CartLine } from './cart-types';

/** The cart's answers reshaped into the site's domain types (the only place that knows their shape). */
type CartData = ResultOf<typeof cartQuery>['cart'];

function reshapeLine(line: CartData['lines'][number]): CartLine {
  const { offer } = line;
  return {
    offer: {
      id: offer.id,
      insurerId: offer.insurerId,
      insurerName: offer.insurerName,
      insurerLogo: reshapeInsurerLogo(offer.insurerLogo),
      product: productOf(offer.product),
      periodMonths: offer.periodMonths ?? null,
      validUntil: offer.validUntil ?? null,
      valid: offer.valid,
      quoteId: offer.quoteRequestId ?? null,
      coverRows: offer.coverRows.map((row) => ({ key: row.key, included: row.included, limit: row.limit ?? null })),
      deductibles: offer.deductibles.map((row) => ({ key: row.key, amount: row.amount ?? null, percent: row.percent ?? null })),
      territory: offer.territory ?? null,
    },
    insuredObject: line.insuredObject,
    premium: line.premium,
    instalments: line.instalments,
    instalmentsAllowed: [...line.instalmentsAllowed],
    schedule: line.schedule.map((entry) => ({ number: entry.number, dueDate: entry.dueDate, amount: entry.amount })),
    extras: line.extras.map((extra) => ({
      key: extra.key,
      per: extra.per === 'day' ? 'day' : 'policy',
      unitPrice: extra.unitPrice,
      maxDays: extra.maxDays ?? null,
      selected: extra.selected,
      days: extra.days ?? null,
      amount: extra.amount,
      vat: extra.vat,
    })),
    extrasTotal: line.extrasTotal,
    vat: line.vat,
    dueNow: line.dueNow,
    expired: line.expired,
    alreadyInsured: line.alreadyInsured,
  };
}

export function reshapeCart(cart: CartData): Cart {
  return {
    lines: cart.lines.map(reshapeLine),
    premiumTotal: cart.premiumTotal,
    extrasTotal: cart.extrasTotal,
    vatTotal: cart.vatTotal,
    total: cart.total,
    dueNow: cart.dueNow,
    payable: cart.payable,
    problems: [...cart.problems],
    invoiceAllowed: cart.invoiceAllowed,
  };
}
