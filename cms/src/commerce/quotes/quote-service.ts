import type { Core } from '@strapi/strapi';
import { isOfferValid, isRegistryCode, parsePlate, productOfForm, quoteForms, todayInTallinn, typedVehicleFields, validateQuote, type ProductKey, type QuoteForm } from '@kindlustus/domain';
import { isDeskInsurer } from '../../adapters/insurers/desk-insurer';
import type { Insurer, InsurerQuoteRequest } from '../../adapters/insurers/insurer';
import { quoteAll } from '../../adapters/insurers/quote-all';
import { lookupWithin, typedVehicle, type Vehicle, type VehicleLookup, type VehicleRegister } from '../../adapters/vehicle-register/vehicle-register';
import type { InsurerCatalogue } from '../insurers/insurer-catalogue';
import { newPublicId } from '../public-id';
import { reject, type Outcome } from '../outcome';
import { recordAnswersAsTheyArrive } from './pending-answers';
import type { QuoteDesk } from './quote-desk';
import { answerFields, lineAsOf, newLine, type OfferLine } from './quote-lines';
import { ownsQuote, type QuoteCaller } from './quote-owner';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import type { Fields, OfferRow, QuoteRequestRow } from '../../rows/rows';
import type { Locale } from '@kindlustus/routes';

export type { QuoteForm };
const maxInputBytes = 16 * 1024;

/** A quote request with its offer lines, as the API answers it to its owner. */
export type QuoteWithOffers = QuoteRequestRow & { offers: OfferLine[] };

/** A company as the e-Business Register answers for it (company/company-service.ts's lookup, handed over by commerce.ts). */
export interface CompanyStanding {
  /** The registered company (null: not found, or no answer) and why nobody may insure it here (null: nothing against it). */
  lookup(registryCode: string): Promise<{ company: { name: string } | null; refusal: string | null }>;
}

export interface QuoteServiceDeps {
  strapi: Core.Strapi;
  /** The insurers to ask for a product, as editors keep them in the CMS. */
  insurers: Pick<InsurerCatalogue, 'insurersFor'>;
  register: VehicleRegister;
  /** How long the register may take before the customer is asked to type the vehicle. */
  registerTimeoutMs: number;
  insurerTimeoutMs: number;
  /** The e-Business Register's lookup: a company policyholder that is deleted or in liquidation is refused. */
  companies?: CompanyStanding;
  /** The broker desk, which opens a case per insurer our staff answer; without it those insurers are not asked. */
  desk?: QuoteDesk;
  now?: () => Date;
}

export function createQuoteService({ strapi, insurers, register, registerTimeoutMs, insurerTimeoutMs, desk, companies, now = () => new Date() }: QuoteServiceDeps) {
  const requests = tableQuery(strapi, 'api::quote-request.quote-request');
  const offers = tableQuery(strapi, 'api::offer.offer');
  const offerWrites = rowWrites(strapi, 'api::offer.offer');
  const requestWrites = rowWrites(strapi, 'api::quote-request.quote-request');

  /** `answered` false: the register failed or was silent (the form then asks for the vehicle). */
  async function lookupVehicle(plateInput: string): Promise<{ valid: boolean; answered: boolean; lookup: VehicleLookup | null }> {
    const plate = parsePlate(plateInput);
    if (!plate) return { valid: false, answered: true, lookup: null };
    const lookup = await lookupWithin(register, plate.plate, registerTimeoutMs);
    return { valid: true, answered: lookup !== null, lookup };
  }

  /** A quote request checked and completed from the register, ready to ask the insurers. */
  interface PreparedQuote {
    form: QuoteForm;
    product: ProductKey;
    input: Fields;
    vehicle: Vehicle | null;
    request: InsurerQuoteRequest;
  }

  /**
   * A company among the policyholders that the register says is deleted or in liquidation; the register's name
   * replaces the typed one. Unanswered, the company is taken as typed: the payment start checks it again.
   */
  async function refusedCompany(value: Fields): Promise<{ field: string; code: string } | null> {
    if (!companies) return null;
    for (const field of ['companyCode', 'policyholderCode'] as const) {
      const code = value[field];
      if (typeof code !== 'string' || !isRegistryCode(code)) continue;
      const found = await companies.lookup(code);
      if (found.refusal) return { field, code: found.refusal };
      if (field === 'companyCode' && found.company) value.companyName = found.company.name;
    }
    return null;
  }

  async function prepareQuote(form: QuoteForm, input: unknown): Promise<Outcome<PreparedQuote>> {
    if (!quoteForms.includes(form)) return reject(400, 'unknownForm', { input });
    if (JSON.stringify(input ?? null).length > maxInputBytes) return reject(413, 'inputTooLarge');
    const today = todayInTallinn(now());
    const validated = validateQuote(form, input, today);
    if (!validated.ok) return reject(400, 'invalidInput', { errors: validated.errors, input });

    const product = productOfForm(form);
    const value: Fields = validated.value;
    let vehicle: Vehicle | null = null;
    if (typeof value.plate === 'string') {
      const lookup = await lookupWithin(register, value.plate, registerTimeoutMs);
      if (lookup) {
        vehicle = lookup.found ? lookup.vehicle : null;
      } else if (value.vehicleMake === undefined) {
        // The register is down: the price rests on what the customer types about the vehicle instead.
        return reject(422, 'vehicleDetailsNeeded', { errors: typedVehicleFields.map((field) => ({ field, code: 'required' })), input });
      } else {
        vehicle = typedVehicle(value.plate, value as Parameters<typeof typedVehicle>[1]);
      }
    }
    const companyRefusal = await refusedCompany(value);
    if (companyRefusal) return reject(409, companyRefusal.code, { errors: [companyRefusal], input });
    const request = { product, input: value, vehicle, today } as InsurerQuoteRequest;
    return { ok: true, value: { form, product, input: value, vehicle, request } };
  }

  /** The insurers asked for the product: those asked by machine, and those our broker desk answers. */
  async function lineUp(product: ProductKey): Promise<{ machine: Insurer[]; desk: Insurer[] }> {
    const all = await insurers.insurersFor(product);
    return { machine: all.filter((insurer) => !isDeskInsurer(insurer)), desk: desk ? all.filter(isDeskInsurer) : [] };
  }

  /** The desk insurers' pending lines and their cases, stored with the quote. */
  const deskLines = (quoteId: string, quote: PreparedQuote, language: Locale, deskInsurers: Insurer[], owner: QuoteCaller) =>
    desk!.open({ product: quote.product, input: quote.input, vehicle: quote.vehicle, language, address: owner.address ?? null }, deskInsurers.map((insurer) => newLine(quoteId, quote.product, insurer, quote.vehicle?.source === 'customer')));
  const noDesk = { lines: [] as OfferLine[], store: async () => {} };
  /** The desk's lines of a quote, or its refusal (too many open cases: no insurer is asked). */
  async function deskOpening(quoteId: string, quote: PreparedQuote, language: Locale, deskInsurers: Insurer[], owner: QuoteCaller): Promise<Outcome<typeof noDesk>> {
    if (!deskInsurers.length) return { ok: true, value: noDesk };
    const opened = await deskLines(quoteId, quote, language, deskInsurers, owner);
    return opened.refused ? reject(429, opened.refused) : { ok: true, value: opened };
  }

  async function storeQuote(publicId: string, quote: PreparedQuote, lines: OfferLine[], language: Locale, owner: QuoteCaller, deskCases = noDesk): Promise<QuoteWithOffers> {
    const { form, product, input, vehicle } = quote;
    const all = [...lines, ...deskCases.lines];
    const created = await strapi.db.transaction(async () => {
      const quoteRequest = await requestWrites.insert({ publicId, product, form, input, vehicle, language, clientId: owner.clientId, personalCode: owner.personalCode });
      if (all.length) await offers().createMany({ data: all });
      await deskCases.store();
      return quoteRequest;
    });
    return { ...created, offers: all };
  }

  /** Asks every insurer, waits for all (or their time limits) and stores the quote with every answer. */
  async function requestQuote(form: QuoteForm, input: unknown, language: Locale, owner: QuoteCaller): Promise<Outcome<QuoteWithOffers>> {
    const prepared = await prepareQuote(form, input);
    if (!prepared.ok) return prepared;
    const lineup = await lineUp(prepared.value.product);
    const quoteId = newPublicId();
    const cases = await deskOpening(quoteId, prepared.value, language, lineup.desk, owner);
    if (!cases.ok) return cases;
    const results = await quoteAll(lineup.machine, prepared.value.request, insurerTimeoutMs);
    const typed = prepared.value.vehicle?.source === 'customer';
    const lines = results.map((result) => ({ ...newLine(quoteId, prepared.value.product, { id: result.insurerId, name: result.insurerName }, typed), ...answerFields(result, now()) }));
    return { ok: true, value: await storeQuote(quoteId, prepared.value, lines, language, owner, cases.value) };
  }

  /**
   * Stores the quote with a pending line per insurer and answers at once; each insurer's answer then
   * fills its own line in the background (the database is the only state, so any process can read it).
   */
  async function startQuote(form: QuoteForm, input: unknown, language: Locale, owner: QuoteCaller): Promise<Outcome<QuoteWithOffers>> {
    const prepared = await prepareQuote(form, input);
    if (!prepared.ok) return prepared;
    const { product, request } = prepared.value;
    const quoteId = newPublicId();
    const typed = prepared.value.vehicle?.source === 'customer';
    const lineup = await lineUp(product);
    const asked = lineup.machine.map((insurer) => ({ insurer, line: { ...newLine(quoteId, product, insurer, typed), outcome: 'pending' as const } }));
    const cases = await deskOpening(quoteId, prepared.value, language, lineup.desk, owner);
    if (!cases.ok) return cases;
    const stored = await storeQuote(quoteId, prepared.value, asked.map(({ line }) => line), language, owner, cases.value);
    void recordAnswersAsTheyArrive(strapi, asked.map(({ insurer, line }) => ({ insurer, linePublicId: line.publicId })), request, insurerTimeoutMs, now);
    return { ok: true, value: stored };
  }

  const asOfNow = (line: OfferRow) => lineAsOf(line, now(), insurerTimeoutMs);

  async function withOffers(quoteRequests: QuoteRequestRow[]): Promise<QuoteWithOffers[]> {
    if (!quoteRequests.length) return [];
    const rows = (await offers().findMany({ where: { quoteId: { $in: quoteRequests.map((row) => row.publicId) } } })).map(asOfNow);
    return quoteRequests.map((row) => ({ ...row, offers: rows.filter((offer) => offer.quoteId === row.publicId) }));
  }

  /** The caller's own quote with its offers; null for another's quote as for an unknown id. */
  async function findOwnQuoteRequest(publicId: string, caller: QuoteCaller): Promise<QuoteWithOffers | null> {
    const row = await requests().findOne({ where: { publicId } });
    return row && ownsQuote(caller, row) ? (await withOffers([row]))[0]! : null;
  }

  async function findOffer(publicId: string): Promise<OfferRow | null> {
    const row = await offers().findOne({ where: { publicId } });
    return row ? asOfNow(row) : null;
  }

  /** An offer (anyone with its link may read the offer itself) and whether the caller owns its quote. */
  async function findOfferFor(publicId: string, caller: QuoteCaller): Promise<{ offer: OfferRow; owned: boolean } | null> {
    const offer = await findOffer(publicId);
    if (!offer) return null;
    const quote = await requests().findOne({ where: { publicId: offer.quoteId }, select: ['clientId', 'personalCode'] });
    return { offer, owned: ownsQuote(caller, quote) };
  }

  async function clientQuoteRequests(clientId: string | null): Promise<QuoteWithOffers[]> {
    if (!clientId) return [];
    return withOffers(await requests().findMany({ where: { clientId }, orderBy: { createdAt: 'desc' }, limit: 50 }));
  }

  /**
   * Confirms an offer the customer saw: it must exist and be the caller's, be an offer, be within its validity, and, when
   * the customer saw a price, still cost exactly that. Confirming twice answers the same.
   */
  async function confirmOffer(publicId: string, seenPremium: number | null | undefined, caller: QuoteCaller): Promise<Outcome<OfferRow>> {
    const found = await findOfferFor(publicId, caller);
    if (!found?.owned) return reject(404, 'offerNotFound');
    const { offer } = found;
    if (offer.outcome !== 'offer') return reject(409, 'offerNotAvailable');
    // An insurer's or the desk's offer always has its validity and premium.
    if (!isOfferValid(offer.validUntil!, now())) return reject(410, 'offerExpired');
    if (seenPremium !== null && seenPremium !== undefined && seenPremium !== offer.premium) {
      return reject(409, 'priceChanged', { currentPremium: offer.premium! });
    }
    if (offer.confirmedAt) return { ok: true, value: offer };
    const confirmedAt = now();
    await offerWrites.patch({ id: offer.id }, { confirmedAt, confirmedPremium: offer.premium });
    return { ok: true, value: { ...offer, confirmedAt: confirmedAt.toISOString(), confirmedPremium: offer.premium } };
  }

  return { lookupVehicle, requestQuote, startQuote, findOwnQuoteRequest, findOfferFor, clientQuoteRequests, confirmOffer };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
