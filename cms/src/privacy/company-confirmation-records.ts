import type { Core } from '@strapi/strapi';
import type { CompanyConfirmationRow, PolicyRow } from '../rows/rows';

const uid = 'api::company-confirmation.company-confirmation' as const;

/** The confirmations a person asked for (as the buyer) or gave (as the second representative), oldest first. */
function confirmationsOf(strapi: Core.Strapi, personalCode: string): Promise<CompanyConfirmationRow[]> {
  return strapi.db.query(uid).findMany({ where: { $or: [{ requestedBy: personalCode }, { confirmedBy: personalCode }] }, orderBy: { id: 'asc' } });
}

export const offerIdsOf = (row: Pick<CompanyConfirmationRow, 'offerIds'>): string[] => (Array.isArray(row.offerIds) ? row.offerIds.filter((id): id is string => typeof id === 'string') : []);

/**
 * A person's company confirmations for their data export: what they asked a second representative for, and what
 * they confirmed for another. Never the other representative's personal code, nor the link's token hash.
 */
export async function exportCompanyConfirmations(strapi: Core.Strapi, personalCode: string) {
  const rows = await confirmationsOf(strapi, personalCode);
  const common = (row: CompanyConfirmationRow) => ({
    registryCode: row.registryCode, companyName: row.companyName, offerIds: offerIdsOf(row), language: row.language,
    requestedAt: row.createdAt, expiresAt: row.expiresAt, confirmedAt: row.confirmedAt,
  });
  return {
    requested: rows.filter((row) => row.requestedBy === personalCode).map((row) => ({ ...common(row), requestedBy: row.requestedBy, secondRepresentativeEmail: row.email })),
    confirmed: rows.filter((row) => row.confirmedBy === personalCode).map((row) => ({ ...common(row), requestedByName: row.requestedByName, confirmedBy: row.confirmedBy, email: row.email })),
  };
}

/**
 * Erases a person's company confirmations, asked or given, except those behind a policy still kept: the second
 * representative's consent is part of that contract's legal record (they go when the policy does). Answers the counts.
 */
export async function eraseCompanyConfirmations(strapi: Core.Strapi, personalCode: string): Promise<{ deleted: number; kept: number }> {
  const rows = await confirmationsOf(strapi, personalCode);
  const offerIds = [...new Set(rows.flatMap(offerIdsOf))];
  const insured: Array<Pick<PolicyRow, 'offerId'>> = offerIds.length
    ? await strapi.db.query('api::policy.policy').findMany({ where: { offerId: { $in: offerIds } }, select: ['offerId'] })
    : [];
  const withPolicy = new Set(insured.map((policy) => policy.offerId));
  const gone = rows.filter((row) => !offerIdsOf(row).some((offerId) => withPolicy.has(offerId)));
  if (gone.length) await strapi.db.query(uid).deleteMany({ where: { id: { $in: gone.map((row) => row.id) } } });
  return { deleted: gone.length, kept: rows.length - gone.length };
}
