import type { PolicyDocumentData } from '../../policy-papers/document/policy-document';
import type { PolicyRow } from '../../rows/rows';

/** A stored policy as its document shows it, `brokerName` (BROKER_NAME) the broker that sold it. */
export function policyDocumentData(policy: PolicyRow, brokerName: string): PolicyDocumentData {
  return {
    // A document is drawn for an issued policy: it has its number and insurer.
    policyNumber: policy.policyNumber!,
    brokerName,
    insurerName: policy.insurerName!,
    product: policy.product,
    insuredObject: policy.insuredObject ?? '',
    policyholder: {
      name: policy.policyholder?.name ?? '',
      code: policy.policyholder?.code ?? policy.personalCode,
      ...(policy.policyholder?.actingPerson ? { actingPerson: policy.policyholder.actingPerson } : {}),
    },
    startDate: String(policy.startDate),
    endDate: String(policy.endDate),
    premium: policy.premium,
    extras: (policy.extras ?? []).map((extra) => ({ key: extra.key, amount: extra.amount, days: extra.days ?? undefined })),
    schedule: (policy.schedule ?? []).map((entry) => ({ dueDate: entry.dueDate, amount: entry.amount })),
    coverRows: policy.coverRows ?? [],
    deductibles: policy.deductibles ?? [],
    territory: policy.territory ?? null,
    issuedAt: new Date(policy.issuedAt),
    saleRecord: policy.saleRecord
      ? { demandsAndNeeds: String(policy.saleRecord.demandsAndNeeds ?? ''), documents: (policy.saleRecord.documents ?? []).map((document) => ({ title: String(document.title), versionLabel: String(document.versionLabel), appliesFrom: String(document.appliesFrom) })) }
      : null,
  };
}
