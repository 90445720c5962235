import type { PolicyDocumentData } from '../../policies/document/policy-document';
import { brokerName as brokerNameSetting } from '../../settings/commerce-settings';

type Row = Record<string, any>;

export const brokerName = brokerNameSetting();

/** A stored policy as its document shows it. */
export function policyDocumentData(policy: Row): PolicyDocumentData {
  return {
    policyNumber: policy.policyNumber,
    brokerName,
    insurerName: policy.insurerName,
    product: policy.product,
    insuredObject: policy.insuredObject ?? '',
    policyholder: { name: policy.policyholder?.name ?? '', code: policy.policyholder?.code ?? policy.personalCode },
    startDate: String(policy.startDate),
    endDate: String(policy.endDate),
    premium: policy.premium,
    extras: (policy.extras ?? []).map((extra: Row) => ({ key: extra.key, amount: extra.amount, days: extra.days ?? undefined })),
    schedule: (policy.schedule ?? []).map((entry: Row) => ({ dueDate: entry.dueDate, amount: entry.amount })),
    coverRows: policy.coverRows ?? [],
    deductibles: policy.deductibles ?? [],
    territory: policy.territory ?? null,
    issuedAt: new Date(policy.issuedAt),
    saleRecord: policy.saleRecord
      ? { demandsAndNeeds: String(policy.saleRecord.demandsAndNeeds ?? ''), documents: (policy.saleRecord.documents ?? []).map((document: Row) => ({ title: String(document.title), versionLabel: String(document.versionLabel), appliesFrom: String(document.appliesFrom) })) }
      : null,
  };
}
