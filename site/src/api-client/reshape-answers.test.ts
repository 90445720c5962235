import { reshapeCart } from './cart/reshape-cart';
import { reshapeLoginState, reshapeSession } from './login/reshape-login';
import { reshapeOrder } from './payment/reshape-payment';

type CartData = Parameters<typeof reshapeCart>[0];
type OrderData = Parameters<typeof reshapeOrder>[0];

const line: CartData['lines'][number] = {
  offer: {
    id: 'o1', insurerId: 'salva', insurerName: 'Salva', insurerLogo: { url: '/uploads/salva.png', width: 144, height: 144 }, product: 'traffic', periodMonths: 12, validUntil: '2026-11-23T10:00:00.000Z', valid: true,
    quoteRequestId: 'q1', coverRows: [{ key: 'propertyDamage', included: true, limit: null }], deductibles: [{ key: 'main', amount: 20_000, percent: null }], territory: null,
  },
  insuredObject: '123ABC', premium: 12_000, instalments: 2, instalmentsAllowed: [1, 2],
  schedule: [{ number: 1, dueDate: '2026-11-24', amount: 6_000 }, { number: 2, dueDate: '2027-05-24', amount: 6_000 }],
  extras: [{ key: 'replacementCar', per: 'day', unitPrice: 1_500, maxDays: 14, selected: true, days: null, amount: 21_000, vat: 0 }],
  extrasTotal: 21_000, vat: 0, dueNow: 27_000, expired: false, alreadyInsured: true,
} as CartData['lines'][number];

const policy = {
  id: 'p1', policyNumber: 'LK-2026-000001', state: 'issued', concludeBy: null, product: 'mystery', insurerName: 'Salva', insurerLogo: null, insuredObject: '123ABC', policyholderName: 'Mari Maasikas',
  policyholderCode: '30303039914', startDate: '2026-11-24', endDate: '2027-11-23', standing: 'upcoming', premium: 12_000, territory: null,
  documentUrl: '/api/policies/p1/document', schedule: [{ number: 1, dueDate: '2026-11-24', amount: 12_000, paid: true }], extras: [],
};

describe('reshaping the account answers', () => {
  it('gives the cart pages the server’s amounts and flags as they are', () => {
    const cart = reshapeCart({ lines: [line], premiumTotal: 12_000, extrasTotal: 21_000, vatTotal: 0, total: 33_000, dueNow: 27_000, payable: false, problems: ['alreadyInsured'] } as CartData);
    expect(cart).toMatchObject({ total: 33_000, dueNow: 27_000, payable: false, problems: ['alreadyInsured'] });
    expect(cart.lines[0]).toMatchObject({ alreadyInsured: true, instalmentsAllowed: [1, 2], offer: { quoteId: 'q1', product: 'traffic', insurerName: 'Salva', insurerLogo: { url: '/uploads/salva.png', width: 144, height: 144 } } });
    expect(cart.lines[0]!.extras[0]).toEqual({ key: 'replacementCar', per: 'day', unitPrice: 1_500, maxDays: 14, selected: true, days: null, amount: 21_000, vat: 0 });
  });

  it('reads an unknown payment status as not yet settled and points the document at the API base', () => {
    const order = reshapeOrder({ id: 'ORD-1', status: 'SOMETHING_NEW', amount: 100, paymentUrl: null, policies: [policy], refusedOffers: ['o9'] } as unknown as OrderData);
    expect(order.status).toBe('PENDING');
    expect(order.refusedOffers).toEqual(['o9']);
    expect(order.policies[0]).toMatchObject({ documentUrl: '/api/policies/p1/document', standing: 'upcoming', product: 'traffic', insurerLogo: null });
  });

  it('keeps a policy being concluded with its insurer without a number or document, with the time promised', () => {
    const concluding = { ...policy, policyNumber: null, state: 'concluding', concludeBy: '2026-11-27T08:00:00.000Z', documentUrl: null };
    const order = reshapeOrder({ id: 'ORD-2', status: 'PAID', amount: 100, paymentUrl: null, policies: [concluding, policy], refusedOffers: [] } as unknown as OrderData);
    expect(order.policies[0]).toMatchObject({ policyNumber: null, concludeBy: '2026-11-27T08:00:00.000Z', documentUrl: null });
    expect(order.policies[1]).toMatchObject({ policyNumber: 'LK-2026-000001', concludeBy: null, documentUrl: '/api/policies/p1/document' });
  });

  it('tells who is logged in and how many lines the cart has', () => {
    const customer = { givenName: 'Mari', surname: 'Maasikas', personalCode: '30303039914' };
    expect(reshapeSession({ me: { customer, actingFor: null }, cart: { lines: [{ offer: { id: 'o1' } }] } } as unknown as Parameters<typeof reshapeSession>[0])).toEqual({ customer, actingFor: null, cartCount: 1 });
    const actingFor = { registryCode: '16000025', name: 'Kahe Allkirja AS' };
    expect(reshapeSession({ me: { customer, actingFor }, cart: { lines: [] } } as unknown as Parameters<typeof reshapeSession>[0])).toEqual({ customer, actingFor, cartCount: 0 });
    expect(reshapeSession({ me: null, cart: { lines: [] } } as unknown as Parameters<typeof reshapeSession>[0])).toEqual({ customer: null, actingFor: null, cartCount: 0 });
  });

  it('turns a login poll into running, complete or failed with its outcome', () => {
    const poll = (state: object) => reshapeLoginState(state as Parameters<typeof reshapeLoginState>[0]);
    expect(poll({ state: 'RUNNING', outcome: null, customer: null })).toEqual({ state: 'running' });
    expect(poll({ state: 'FAILED', outcome: 'underAge', customer: null })).toEqual({ state: 'failed', outcome: 'underAge' });
    expect(poll({ state: 'COMPLETE', outcome: 'ok', customer: { givenName: 'Mari', surname: 'M', personalCode: '1' } })).toMatchObject({ state: 'complete' });
  });
});
