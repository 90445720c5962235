import type { ProductKey } from '@kindlustus/domain';
import type { VehicleCategory } from '../vehicle-register/vehicle-register';

/**
 * A sandbox insurer's tariff: the numbers that make its prices, limits and rules its own.
 * Rates are in basis points (1 % = 100) of the sum they apply to; amounts in cents.
 */
export interface TariffBook extends TariffRates {
  id: string;
  name: string;
  products: ProductKey[];
}

/** A book's numbers without whose book it is: what an editor keeps in the CMS, one edition per date. */
export interface TariffRates {
  validForHours: number;
  /** Surcharge per instalment schedule, in basis points. */
  instalmentLoading: Record<number, number>;
  /** Services sold with a policy, VAT included; an insurer without one leaves it out. */
  services: { claimsHelp?: number; roadsideAssistance?: number };
  traffic: {
    yearlyBase: Partial<Record<VehicleCategory, number>>;
    powerLoadingAboveKw: number;
    powerLoading: number;
    greenCard: number;
    /** Longest policy for a suspended registration, in months; 0 declines. */
    suspendedMaxMonths: number;
  };
  casco: {
    rate: Record<'full' | 'partial' | 'mini', number>;
    maxAgeYears: Partial<Record<VehicleCategory, number>>;
    usageLoading: Partial<Record<'normal' | 'taxi' | 'rental' | 'security' | 'emergency' | 'training', number>>;
    territoryLoading: Record<'estonia' | 'baltics' | 'europe', number>;
    claimLoading: number;
    maxClaims: number;
    /** Discount per step of deductible, basis points per 100 EUR above the minimum. */
    deductibleDiscountPer100: number;
    minDeductible: number;
    antiTheftDiscount: number;
    replacementCarPerDay: number;
    replacementCarMaxDays: number;
    newValueCoverLoading: number;
    minimumPremium: number;
  };
  home: {
    buildingRate: Record<'stone' | 'wood' | 'mixed', number>;
    movablesRate: number;
    liabilityYearly: number;
    dwellingLoading: Partial<Record<'flat' | 'house' | 'rowHouse' | 'summerHouse', number>>;
    deductibleDiscountPer100: number;
    minimumPremium: number;
    maxBuildingSum: number;
  };
  /** Only insurers that sell forestry machine insurance have this. */
  forestryMachine?: {
    rate: Record<'harvester' | 'forwarder' | 'tractor' | 'excavator' | 'other', number>;
    highHoursAbove: number;
    highHoursLoading: number;
    rentedOutLoading: number | 'decline';
    maxAgeYears: number;
    trackerDiscount: number;
    deductibleDiscountPer1000: number;
    downtimeRate: number;
    territoryLoading: Record<'estonia' | 'baltics' | 'europe', number>;
    minimumPremium: number;
  };
  employerHealth: {
    perEmployeeQuarter: Record<'basic' | 'standard' | 'premium', number>;
    groupDiscounts: Array<{ from: number; discount: number }>;
    minEmployees: number;
    outpatientLimit: Record<'basic' | 'standard' | 'premium', number>;
  };
}
