import type { Core } from '@strapi/strapi';
import { isInvoiceOverdue, printedReference, todayInTallinn } from '@kindlustus/domain';
import type { Commerce } from '../commerce';
import { extendGraphql, iso, languageOf, rejected, type Context } from '../../graphql-support/graphql-support';
import type { PaymentOrderRow } from '../../rows/rows';
import { reshapePolicy } from '../policies/policy-graphql';
import { sortOf } from '../../sale-record/sale-record-graphql';
import { paymentMethods, type PaymentMethod } from './payment-types';

/** Paying the cart (by bank link or invoice), the order and its policies, and the payment's return. Money in euro cents. */
export const paymentTypeDefs = /* GraphQL */ `
  "An invoice a company pays by bank transfer: to account (IBAN) of accountHolder with reference (7-3-1, printed in groups of four) by dueDate (YYYY-MM-DD); the PDF at documentUrl (the owner's session)."
  type PaymentInvoice {
    number: String! reference: String! dueDate: String! account: String! accountHolder: String! bank: String! amount: Int! documentUrl: String!
    "Cents received so far (bank statements, or staff's mark)."
    received: Int!
    "Unpaid after its due date: no policy follows."
    overdue: Boolean!
  }
  type PaymentOrder {
    id: ID! status: String! amount: Int! currency: String! paymentUrl: String createdAt: String! policies: [Policy!]!
    "bankLink (the payment provider) or invoice (see invoice)."
    method: String!
    invoice: PaymentInvoice
    "Paid lines whose policy this order does not hold: their object was insured meanwhile, or the offer was paid in another order (to be refunded)."
    refusedOffers: [ID!]!
    "Status REFUND_DUE: paid, but without a policy for some line; this much (cents) is returned to the customer."
    refundAmount: Int
    "Why the refund: paidTwice (the offer's policy came from another payment), objectAlreadyInsured, or offerExpired (the payment completed after the offer's validity ended)."
    refundReason: String
    "Cents the payment provider returned (status REFUNDED or PARTIALLY_REFUNDED), last at refundedAt; null when nothing was returned."
    refundedAmount: Int
    refundedAt: String
  }
  "Refused with 409 paymentInProgress while the offers are in another open payment: openPayment is then the customer's own, to continue."
  type PaymentPayload { order: PaymentOrder rejection: Rejection openPayment: PaymentOrder }
  "The return page's view: the order as recorded (status) and what the provider's signed token says."
  type PaymentReturn { order: PaymentOrder! providerStatus: String! owned: Boolean! }
  type PaymentReturnPayload { result: PaymentReturn rejection: Rejection }

  "A bank the customer can pay through; code is what startPayment's bank takes."
  type PaymentBank { code: String! name: String! }

  extend type Query {
    "The banks to choose from before paying (the payment provider's list)."
    paymentBanks: [PaymentBank!]!
    "The address the payment form starts with: one given in a quote in the cart, else the customer's last; null when logged out."
    paymentEmail: String
    paymentOrder(id: ID!): PaymentOrder
    paymentReturn(orderToken: String!): PaymentReturnPayload!
  }
  extend type Mutation {
    "Retrying with the same idempotency key returns the same order and payment URL; so does another key while the same offers are in an open payment for the same amount (409 paymentInProgress when for other offers or amount). email (required) gets the policies after payment; refused with 400 invalidInput and a field error (required, tooLong, invalidEmail). termsAccepted (the insurers' documents of the cart's offers) and demandsAndNeedsConfirmed (each line's statement) must be true: else 400 consentRequired with a field error (terms, demandsAndNeeds: consentRequired). sort: the comparison's order the statement names, price (default) or deductible. The order keeps, per line, the documents that applied (with their SHA-256), the statement, the time and the language. method: bankLink (default) or invoice, for a cart whose every policyholder is a company (else 409 invoiceNotAllowed; another value: 400 invalidPaymentMethod): no bank, the order waits for the money (its invoice) and the invoice is e-mailed at once."
    startPayment(idempotencyKey: String!, language: String, bank: String, email: String, termsAccepted: Boolean, demandsAndNeedsConfirmed: Boolean, sort: String, method: String): PaymentPayload!
  }
`;

export function registerPaymentGraphql(strapi: Core.Strapi, services: () => Commerce): void {
  const reshapeInvoice = (order: PaymentOrderRow) => {
    const issuer = services().invoiceIssuer;
    const dueDate = String(order.invoiceDueDate);
    return {
      number: order.invoiceNumber, reference: printedReference(order.invoiceReference ?? ''), dueDate, account: issuer.iban, accountHolder: issuer.name, bank: issuer.bank,
      amount: order.amount, documentUrl: `/api/payments/${order.reference}/invoice`, received: Number(order.invoiceReceived ?? 0),
      overdue: order.status === 'PENDING' && isInvoiceOverdue(dueDate, todayInTallinn()),
    };
  };
  const reshapeOrder = async (order: PaymentOrderRow, withPrivate: boolean) => ({
    id: order.reference,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    paymentUrl: withPrivate && order.status === 'PENDING' ? order.paymentUrl : null,
    createdAt: iso(order.createdAt),
    refusedOffers: withPrivate ? order.refusedOffers ?? [] : [],
    refundAmount: withPrivate && order.status === 'REFUND_DUE' ? order.refundAmount ?? null : null,
    refundReason: withPrivate && order.status === 'REFUND_DUE' ? order.refundReason ?? null : null,
    refundedAmount: withPrivate && order.refundedAmount ? order.refundedAmount : null,
    refundedAt: withPrivate && order.refundedAt ? iso(order.refundedAt) : null,
    method: order.method ?? 'bankLink',
    invoice: withPrivate && order.method === 'invoice' ? reshapeInvoice(order) : null,
    policies: withPrivate ? (await services().policies.forOrder(order.reference)).map((row) => reshapePolicy(row, services().policies.standing(row))) : [],
  });

  extendGraphql(strapi, paymentTypeDefs, {
    Query: {
      paymentBanks: () => services().payments.banks(),
      paymentEmail: (_: unknown, __: unknown, { koaContext }: Context) => services().payments.suggestedEmail(koaContext),
      paymentOrder: async (_: unknown, { id }: { id: string }, { koaContext }: Context) => {
        const order = await services().payments.findOwned(koaContext, id);
        return order ? reshapeOrder(order, true) : null;
      },
      paymentReturn: async (_: unknown, { orderToken }: { orderToken: string }, { koaContext }: Context) => {
        const outcome = await services().payments.readReturn(koaContext, orderToken);
        if (!outcome.ok) return rejected(outcome.rejection);
        const { order, providerStatus, owned } = outcome.value;
        return { result: { order: await reshapeOrder(order, owned), providerStatus, owned }, rejection: null };
      },
    },
    Mutation: {
      startPayment: async (_: unknown, args: { idempotencyKey: string; language?: string; bank?: string | null; email?: string | null; termsAccepted?: boolean | null; demandsAndNeedsConfirmed?: boolean | null; sort?: string | null; method?: string | null }, { koaContext }: Context) => {
        const consent = { termsAccepted: args.termsAccepted, demandsAndNeedsConfirmed: args.demandsAndNeedsConfirmed, sort: sortOf(args.sort) };
        const method = args.method ?? 'bankLink';
        if (!paymentMethods.includes(method as PaymentMethod)) return { ...rejected({ status: 400, code: 'invalidPaymentMethod', errors: [] }), openPayment: null };
        const outcome = await services().payments.start(koaContext, args.idempotencyKey, languageOf(args.language), args.bank, args.email, consent, method as PaymentMethod);
        if (outcome.ok) return { order: await reshapeOrder(outcome.value, true), rejection: null, openPayment: null };
        return { ...rejected(outcome.rejection), openPayment: outcome.openOrder ? await reshapeOrder(outcome.openOrder, true) : null };
      },
    },
  });
}
