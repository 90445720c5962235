import type { ProductKey } from '@kindlustus/domain';

export interface PolicyDocumentData {
  policyNumber: string;
  /** e.g. 'Tarkus Kindlustusmaakler' */
  brokerName: string;
  insurerName: string;
  product: ProductKey;
  /** Already described, e.g. '123 ABC · Toyota Corolla 2018' or an address. */
  insuredObject: string;
  /** code: personal or registry code; actingPerson: who bought for a company. */
  policyholder: { name: string; code: string; actingPerson?: { name: string; personalCode: string } };
  /** 'YYYY-MM-DD', a Europe/Tallinn calendar date: the first day of cover. */
  startDate: string;
  /** 'YYYY-MM-DD': the last day of cover. */
  endDate: string;
  /** Euro cents for the whole policy period; insurance premium (VAT-exempt). */
  premium: number;
  extras: Array<{ key: string; amount: number; days?: number }>;
  schedule: Array<{ dueDate: string; amount: number }>;
  coverRows: Array<{ key: string; included: boolean; limit?: number }>;
  deductibles: Array<{ key: string; amount?: number; percent?: number }>;
  territory: string | null;
  /** Shown as date and time in Europe/Tallinn. */
  issuedAt: Date;
  /** What the customer confirmed and was given before paying; absent for policies sold before it was kept. */
  saleRecord?: { demandsAndNeeds: string; documents: Array<{ title: string; versionLabel: string; appliesFrom: string }> } | null;
}
