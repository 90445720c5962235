import type { Core } from '@strapi/strapi';
import { defaultWithdrawalTerms, type WithdrawalTerms } from '@kindlustus/domain';

/**
 * The periods editors set in the CMS ("Personal data and withdrawal settings"); an empty field is its default.
 * Unbought data: 90 days (issue 31). Legal records: 7 years after a policy ends. The reference files name no
 * period for them; 7 years is the longest of the Estonian record periods that apply to a broker's sale (the
 * Accounting Act keeps source documents 7 years), so orders and policies are kept at least that long.
 */
export const retentionDefaults = { unboughtDataDays: 90, legalRecordYears: 7 } as const;

export interface PrivacySettings {
  readonly unboughtDataDays: number;
  readonly legalRecordYears: number;
  readonly withdrawal: WithdrawalTerms;
  /** Where a withdrawal request is e-mailed (the setting, else BROKER_EMAIL); null: staff see it in the admin only. */
  readonly brokerEmail: string | null;
}

let configuredBrokerEmail: string | null = null;

/** The privacy capability's register gives BROKER_EMAIL: where withdrawal requests go when the stored settings name no address. */
export function useBrokerEmail(address: string | null): void {
  configuredBrokerEmail = address;
}

const positive = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : fallback);
const productList = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : defaultWithdrawalTerms.excludedProducts);

/** Reshapes the stored single type (or its absence) into the settings the services use. */
export function privacySettingsOf(row: Record<string, unknown> | null | undefined, fallbackBrokerEmail: string | null = configuredBrokerEmail): PrivacySettings {
  const withdrawalDays = row?.withdrawalDays;
  return {
    unboughtDataDays: positive(row?.unboughtDataDays, retentionDefaults.unboughtDataDays),
    legalRecordYears: positive(row?.legalRecordYears, retentionDefaults.legalRecordYears),
    withdrawal: {
      periodDays: Number.isInteger(withdrawalDays) && (withdrawalDays as number) >= 0 ? (withdrawalDays as number) : defaultWithdrawalTerms.periodDays,
      excludedProducts: productList(row?.noWithdrawalProducts),
    },
    brokerEmail: (typeof row?.brokerEmail === 'string' && row.brokerEmail) || fallbackBrokerEmail,
  };
}

export async function readPrivacySettings(strapi: Core.Strapi): Promise<PrivacySettings> {
  return privacySettingsOf(await strapi.db.query('api::privacy-setting.privacy-setting').findOne({}));
}
