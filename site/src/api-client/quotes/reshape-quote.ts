import type { FieldError } from '@kindlustus/domain';
import { isQuoteForm, productKeys, type ProductKey, type QuoteForm } from '@kindlustus/domain/quote-forms';
import type { ResultOf } from '../graphql';
import { reshapeInsurerLogo } from '../insurer-logo';
import type { companyLookupQuery, customerQuoteQuery, offerQuery, startQuoteMutation, vehicleQuery } from './quote-operations';
import type { ApiRejection, CompanyCheck, Offer, OfferStatus, Quote, Renewal, VehicleCheck, VehicleInfo } from './quote-types';

/** The API's answers reshaped into the site's domain types (the only place that knows their shape). */
type QuoteData = NonNullable<ResultOf<typeof customerQuoteQuery>['customerQuote']>;
type OfferData = NonNullable<ResultOf<typeof offerQuery>['insuranceOffer']>;
type VehicleData = NonNullable<ResultOf<typeof vehicleQuery>['vehicle']['vehicle']>;
type RejectionData = NonNullable<ResultOf<typeof startQuoteMutation>['startQuote']['rejection']>;

const offerStatuses: readonly OfferStatus[] = ['offer', 'declined', 'unavailable', 'pending'];
const statusOf = (value: string): OfferStatus => (offerStatuses.includes(value as OfferStatus) ? (value as OfferStatus) : 'unavailable');
const productOf = (value: string): ProductKey => ((productKeys as readonly string[]).includes(value) ? (value as ProductKey) : 'traffic');
const formOf = (value: string): QuoteForm => (isQuoteForm(value) ? value : 'traffic');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function reshapeRenewal(renewal: { form: string; input: unknown; policyNumber: string; endDate: string }): Renewal {
  return { form: formOf(renewal.form), input: record(renewal.input), policyNumber: renewal.policyNumber, endDate: renewal.endDate };
}

export function reshapeVehicle(vehicle: VehicleData): VehicleInfo {
  return { ...vehicle };
}

export function reshapeCompanyCheck(lookup: ResultOf<typeof companyLookupQuery>['companyLookup']): CompanyCheck {
  const { registryCode } = lookup;
  if (!lookup.valid) return { kind: 'invalid' };
  if (!lookup.registerAnswered || lookup.limited) return { kind: 'registerDown', registryCode };
  if (!lookup.company) return { kind: 'unknown', registryCode };
  if (lookup.refusal) return { kind: 'refused', registryCode, reason: lookup.refusal, name: lookup.company.name };
  return { kind: 'found', registryCode, name: lookup.company.name, address: lookup.company.address, vatNumber: lookup.company.vatNumber ?? null };
}

export function reshapeVehicleCheck(lookup: ResultOf<typeof vehicleQuery>['vehicle']): VehicleCheck {
  if (!lookup.valid) return { kind: 'invalid' };
  if (!lookup.registerAnswered) return { kind: 'registerDown', plate: lookup.plate };
  if (!lookup.found || !lookup.vehicle) return { kind: 'unknown', plate: lookup.plate };
  return { kind: 'found', vehicle: reshapeVehicle(lookup.vehicle) };
}

export function reshapeOffer(offer: OfferData): Offer {
  return {
    id: offer.id,
    insurerId: offer.insurerId,
    insurerName: offer.insurerName,
    insurerLogo: reshapeInsurerLogo(offer.insurerLogo),
    product: productOf(offer.product),
    status: statusOf(offer.status),
    reason: offer.reason ?? null,
    premium: offer.premium ?? null,
    periodMonths: offer.periodMonths ?? null,
    coverRows: offer.coverRows.map((row) => ({ key: row.key, included: row.included, limit: row.limit ?? null })),
    deductibles: offer.deductibles.map((row) => ({ key: row.key, amount: row.amount ?? null, percent: row.percent ?? null })),
    compensationLimits: offer.compensationLimits.map((row) => ({ key: row.key, amount: row.amount })),
    territory: offer.territory ?? null,
    usage: offer.usage ?? null,
    extras: offer.extras.map((extra) => ({
      key: extra.key,
      price: extra.price,
      per: extra.per === 'day' ? 'day' : 'policy',
      maxDays: extra.maxDays ?? null,
      vatable: extra.vatable,
      preselected: extra.preselected,
    })),
    instalmentOptions: offer.instalmentOptions.map((option) => ({ count: option.count, premium: option.premium })),
    priceFactors: offer.priceFactors.map((factor) => ({ key: factor.key, basisPoints: factor.basisPoints ?? null, amount: factor.amount ?? null })),
    indicative: offer.indicative,
    vehicleTyped: offer.vehicleTyped,
    validUntil: offer.validUntil ?? null,
    valid: offer.valid,
    confirmed: Boolean(offer.confirmedAt),
    quoteId: offer.quoteRequestId ?? null,
    owned: offer.owned,
    desk: offer.desk ? { office: offer.desk.office, answerBy: offer.desk.answerBy ?? null } : null,
    declineNote: offer.declineNote ?? null,
    documentLinks: offer.documentLinks.map((link) => ({ title: link.title, url: link.url })),
  };
}

export function reshapeQuote(quote: QuoteData): Quote {
  return {
    id: quote.id,
    form: formOf(quote.form),
    product: productOf(quote.product),
    input: record(quote.input),
    vehicle: quote.vehicle ? reshapeVehicle(quote.vehicle) : null,
    language: quote.language,
    createdAt: quote.createdAt,
    offers: quote.offers.map(reshapeOffer),
    insurersAsked: quote.insurersAsked,
    insurersAnswered: quote.insurersAnswered,
    complete: quote.complete,
    deskPending: quote.deskPending,
  };
}

export function reshapeRejection(rejection: RejectionData): ApiRejection {
  return {
    status: rejection.status,
    code: rejection.code,
    errors: rejection.errors.map((error): FieldError => ({
      field: error.field,
      code: error.code,
      ...(error.params && typeof error.params === 'object' ? { params: error.params as Record<string, unknown> } : {}),
    })),
    currentPremium: rejection.currentPremium ?? null,
  };
}
