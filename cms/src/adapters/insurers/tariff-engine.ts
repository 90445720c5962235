import { percentOf, type Cents } from '@kindlustus/domain';
import type { Extra, InsurerAnswer, InsurerOffer, InsurerQuoteRequest, ProductInput } from './insurer';
import { applyBasisPoints, PriceTrail } from './price-factors';
import type { TariffBook } from './tariff-book';
import type { Vehicle } from '../vehicle-register/vehicle-register';

/** Limits every motor liability policy has by law (since 15 July 2024), per event. */
export const trafficLimits = { propertyDamage: 1_300_000_00, personalInjury: 6_450_000_00 };

const decline = (reason: Extract<InsurerAnswer, { kind: 'declined' }>['reason']): InsurerAnswer => ({ kind: 'declined', reason });
const yearsOld = (year: number, today: string) => Number(today.slice(0, 4)) - year;

interface Terms {
  askedMonths: number;
  /** The period the insurer grants: shorter than the one asked for when a registration is suspended. */
  periodMonths: number;
  instalments: number;
  minimum: Cents;
}
type OfferParts = Omit<InsurerOffer, 'premium' | 'periodMonths' | 'instalmentsAllowed' | 'instalmentOptions' | 'validForHours' | 'priceFactors'>;

/** The offer from a yearly price: the period's share, the instalment loading and the minimum premium. */
function offer(book: TariffBook, yearly: PriceTrail, { askedMonths, periodMonths, instalments, minimum }: Terms, parts: OfferParts): InsurerAnswer {
  // Short periods cost more per month than a year does.
  yearly.rate('shortPeriod', periodMonths < 12 ? 1500 : 0);
  const loadedYearly = yearly.premium;
  const shareFor = (months: number) => Math.round((loadedYearly * months) / 12);
  const forPeriod = yearly.becomes('period', shareFor(askedMonths)).becomes('registrationSuspended', shareFor(periodMonths));
  const priced = (count: number) => forPeriod.fork().rate('instalments', book.instalmentLoading[count] ?? 0).atLeast(minimum);
  const allowed = Object.keys(book.instalmentLoading).map(Number).filter((count) => count <= periodMonths || count === 1);
  const chosen = priced(instalments);
  return {
    kind: 'offer',
    offer: {
      ...parts,
      premium: chosen.premium,
      priceFactors: chosen.factors,
      periodMonths,
      instalmentsAllowed: allowed,
      instalmentOptions: allowed.map((count) => ({ count, premium: priced(count).premium })),
      validForHours: book.validForHours,
    },
  };
}

/** A year's policy paid at once: home, machines and employer health are sold so. */
const yearRoundTerms = (minimum: Cents): Terms => ({ askedMonths: 12, periodMonths: 12, instalments: 1, minimum });

/** The services an insurer sells with a policy; roadside assistance only with motor policies. */
function services(book: TariffBook, motor: boolean): Extra[] {
  const extras: Extra[] = [];
  if (motor && book.services.roadsideAssistance !== undefined) extras.push({ key: 'roadsideAssistance', price: book.services.roadsideAssistance, per: 'policy' });
  if (book.services.claimsHelp !== undefined) extras.push({ key: 'claimsHelp', price: book.services.claimsHelp, per: 'policy', vatable: true });
  return extras;
}

/** A rough market value when the customer gives none: new value by category, 12 % off a year. */
function estimatedValue(vehicle: Vehicle | null, today: string): Cents {
  const newValue: Record<string, number> = { car: 32_000_00, van: 38_000_00, motorcycle: 14_000_00 };
  const base = newValue[vehicle?.category ?? 'car'] ?? 30_000_00;
  const age = vehicle ? Math.max(0, yearsOld(vehicle.year, today)) : 8;
  return Math.max(1_000_00, Math.round(base * 0.88 ** age));
}

export function priceTraffic(book: TariffBook, input: ProductInput['traffic'], vehicle: Vehicle | null): InsurerAnswer {
  const tariff = book.traffic;
  const category = vehicle?.category ?? 'car';
  const base = tariff.yearlyBase[category];
  if (base === undefined) return decline('vehicleCategoryNotCovered');
  let periodMonths = input.periodMonths;
  if (vehicle?.status === 'suspended') {
    if (tariff.suspendedMaxMonths === 0) return decline('registrationSuspended');
    periodMonths = Math.min(periodMonths, tariff.suspendedMaxMonths);
  }
  const yearly = PriceTrail.startingAt(base);
  if (vehicle && vehicle.powerKw > tariff.powerLoadingAboveKw) yearly.rate('enginePower', tariff.powerLoading);
  const extras: Extra[] = [{ key: 'greenCard', price: tariff.greenCard, per: 'policy', preselected: input.greenCard }, ...services(book, true)];
  return offer(book, yearly, { askedMonths: input.periodMonths, periodMonths, instalments: input.instalments, minimum: 0 }, {
    coverRows: [
      { key: 'propertyDamage', included: true, limit: trafficLimits.propertyDamage },
      { key: 'personalInjury', included: true, limit: trafficLimits.personalInjury },
      { key: 'greenCard', included: input.greenCard },
    ],
    deductibles: [],
    compensationLimits: [
      { key: 'propertyDamage', amount: trafficLimits.propertyDamage },
      { key: 'personalInjury', amount: trafficLimits.personalInjury },
    ],
    territory: 'europe',
    usage: null,
    extras,
    indicative: vehicle === null,
  });
}

export function priceCasco(book: TariffBook, input: ProductInput['casco'], vehicle: Vehicle | null, today: string): InsurerAnswer {
  const tariff = book.casco;
  const category = vehicle?.category ?? 'car';
  const maxAge = tariff.maxAgeYears[category];
  if (maxAge === undefined) return decline('vehicleCategoryNotCovered');
  if (vehicle && yearsOld(vehicle.year, today) > maxAge) return decline('vehicleTooOld');
  if (vehicle?.status === 'suspended') return decline('registrationSuspended');
  const usageLoading = tariff.usageLoading[input.usage];
  if (usageLoading === undefined) return decline('usageNotCovered');
  if (input.claimsLast3Years > tariff.maxClaims) return decline('tooManyClaims');

  const value = input.marketValue ?? estimatedValue(vehicle, today);
  const insured = value + input.accessoriesValue;
  const yearly = PriceTrail.startingAt(percentOf(insured, tariff.rate[input.coverLevel]));
  yearly.combinedRates([
    ['usage', usageLoading],
    ['territory', tariff.territoryLoading[input.territory]],
    ['claims', tariff.claimLoading * input.claimsLast3Years],
  ]);
  const deductible = Math.max(input.deductible, tariff.minDeductible);
  yearly.rate('deductible', -Math.min(3000, Math.floor((deductible - tariff.minDeductible) / 100_00) * tariff.deductibleDiscountPer100));
  const theftProtected = input.antiTheft.includes('immobiliser');
  if (theftProtected && input.antiTheft.includes('alarm')) yearly.rate('antiTheft', -tariff.antiTheftDiscount);
  const newValueAvailable = vehicle ? yearsOld(vehicle.year, today) <= 3 : false;
  if (input.newValueCover && newValueAvailable) yearly.rate('newValueCover', tariff.newValueCoverLoading);

  const full = input.coverLevel === 'full';
  const extras: Extra[] = [
    { key: 'replacementCar', price: tariff.replacementCarPerDay, per: 'day', maxDays: tariff.replacementCarMaxDays, preselected: input.replacementCar },
    ...services(book, true),
  ];
  const terms = { askedMonths: input.periodMonths, periodMonths: input.periodMonths, instalments: input.instalments, minimum: tariff.minimumPremium };
  return offer(book, yearly, terms, {
    coverRows: [
      { key: 'collision', included: full, limit: insured },
      { key: 'theft', included: input.coverLevel !== 'mini' && theftProtected, limit: insured },
      { key: 'fire', included: true, limit: insured },
      { key: 'naturalEvents', included: input.coverLevel !== 'mini', limit: insured },
      { key: 'glass', included: true },
      { key: 'vandalism', included: full, limit: insured },
      { key: 'newValue', included: input.newValueCover && newValueAvailable },
    ],
    deductibles: [
      { key: 'main', amount: deductible },
      { key: 'glass', percent: input.glassDeductiblePercent },
      { key: 'theft', amount: Math.max(deductible, percentOf(insured, 1000)) },
    ],
    compensationLimits: [{ key: 'sumInsured', amount: insured }],
    territory: input.territory,
    usage: input.usage,
    extras,
    indicative: vehicle === null,
  });
}

export function priceHome(book: TariffBook, input: ProductInput['home']): InsurerAnswer {
  const tariff = book.home;
  if (input.buildingSum > tariff.maxBuildingSum) return decline('sumTooHigh');
  const dwellingLoading = tariff.dwellingLoading[input.dwellingType];
  if (dwellingLoading === undefined) return decline('dwellingNotCovered');
  const yearly = PriceTrail.startingAt(percentOf(input.buildingSum, tariff.buildingRate[input.buildingMaterial]));
  yearly.add('movables', percentOf(input.movablesSum, tariff.movablesRate));
  if (input.liabilitySum > 0) yearly.add('liability', Math.round((tariff.liabilityYearly * input.liabilitySum) / 15_000_00));
  yearly.combinedRates([
    ['dwellingType', dwellingLoading],
    ['deductible', -Math.min(2500, Math.floor(Math.max(0, input.deductible - 100_00) / 100_00) * tariff.deductibleDiscountPer100)],
  ]);
  return offer(book, yearly, yearRoundTerms(tariff.minimumPremium), {
    coverRows: [
      { key: 'building', included: true, limit: input.buildingSum },
      { key: 'movables', included: input.movablesSum > 0, limit: input.movablesSum },
      { key: 'liability', included: input.liabilitySum > 0, limit: input.liabilitySum },
      { key: 'fire', included: true },
      { key: 'water', included: true },
      { key: 'theft', included: input.movablesSum > 0 },
      { key: 'storm', included: true },
    ],
    deductibles: [{ key: 'main', amount: input.deductible }],
    compensationLimits: [
      { key: 'building', amount: input.buildingSum },
      { key: 'movables', amount: input.movablesSum },
      { key: 'liability', amount: input.liabilitySum },
    ],
    territory: null,
    usage: input.dwellingType,
    extras: services(book, false),
    indicative: false,
  });
}

export function priceForestryMachine(book: TariffBook, input: ProductInput['forestry-machine'], today: string): InsurerAnswer {
  const tariff = book.forestryMachine;
  if (!tariff) throw new Error(`${book.name} has no forestry machine tariff`);
  if (yearsOld(input.year, today) > tariff.maxAgeYears) return decline('machineTooOld');
  if (input.rentedOut && tariff.rentedOutLoading === 'decline') return decline('machineRentedOut');
  const insured = input.machineValue + input.accessoriesValue;
  const yearly = PriceTrail.startingAt(percentOf(insured, tariff.rate[input.machineType]));
  yearly.combinedRates([
    ['territory', tariff.territoryLoading[input.territory]],
    ['highWorkHours', input.workHoursPerYear > tariff.highHoursAbove ? tariff.highHoursLoading : 0],
    ['rentedOut', input.rentedOut && typeof tariff.rentedOutLoading === 'number' ? tariff.rentedOutLoading : 0],
    ['tracker', input.antiTheft.includes('tracker') ? -tariff.trackerDiscount : 0],
    ['deductible', -Math.min(3000, Math.floor(input.deductible / 1_000_00) * tariff.deductibleDiscountPer1000)],
  ]);
  // Downtime allowance: priced as expected 30 days out of action a year.
  yearly.add('downtimeAllowance', percentOf(input.downtimeAllowancePerDay * 30, tariff.downtimeRate));
  return offer(book, yearly, yearRoundTerms(tariff.minimumPremium), {
    coverRows: [
      { key: 'accident', included: true, limit: insured },
      { key: 'fire', included: true, limit: insured },
      { key: 'theft', included: input.antiTheft.length > 0, limit: insured },
      { key: 'accessories', included: input.accessoriesValue > 0, limit: input.accessoriesValue },
      { key: 'downtime', included: input.downtimeAllowancePerDay > 0, limit: input.downtimeAllowancePerDay * 60 },
    ],
    deductibles: [{ key: 'main', amount: input.deductible }],
    compensationLimits: [{ key: 'machineValue', amount: insured }],
    territory: input.territory,
    usage: input.rentedOut ? 'rentedOut' : 'ownUse',
    extras: services(book, false),
    indicative: false,
  });
}

export function priceEmployerHealth(book: TariffBook, input: ProductInput['employer-health']): InsurerAnswer {
  const tariff = book.employerHealth;
  if (input.employeeCount < tariff.minEmployees) return decline('tooFewEmployees');
  const discount = tariff.groupDiscounts.filter((step) => input.employeeCount >= step.from).reduce((best, step) => Math.max(best, step.discount), 0);
  const listPrice = tariff.perEmployeeQuarter[input.healthPackage];
  const perEmployeeQuarter = applyBasisPoints(listPrice, -discount);
  const quartersBought = 4 * input.employeeCount;
  // The discount is on the price per employee and quarter: its money is that, once per quarter bought.
  const yearly = PriceTrail.startingAt(listPrice * quartersBought).rateOnPart('groupDiscount', -discount, (perEmployeeQuarter - listPrice) * quartersBought);
  return offer(book, yearly, yearRoundTerms(0), {
    coverRows: [
      { key: 'outpatient', included: true, limit: tariff.outpatientLimit[input.healthPackage] },
      { key: 'dental', included: input.healthPackage !== 'basic' },
      { key: 'glasses', included: input.healthPackage === 'premium' },
      { key: 'medicines', included: input.healthPackage !== 'basic' },
    ],
    deductibles: [{ key: 'coPay', percent: input.healthPackage === 'premium' ? 0 : 20 }],
    compensationLimits: [{ key: 'perEmployeeQuarter', amount: perEmployeeQuarter }],
    territory: 'estonia',
    usage: null,
    extras: [],
    indicative: false,
  });
}

/** One insurer's answer to a quote request, from its tariff book. */
export function priceQuote(book: TariffBook, request: InsurerQuoteRequest): InsurerAnswer {
  switch (request.product) {
    case 'traffic':
      return priceTraffic(book, request.input, request.vehicle);
    case 'casco':
      return priceCasco(book, request.input, request.vehicle, request.today);
    case 'home':
      return priceHome(book, request.input);
    case 'forestry-machine':
      return priceForestryMachine(book, request.input, request.today);
    case 'employer-health':
      return priceEmployerHealth(book, request.input);
  }
}
