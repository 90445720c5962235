/** The insurer's documents a customer gets before buying: its terms and the product's information document (IPID). */
export const insuranceDocumentKinds = ['terms', 'ipid'] as const;
export type InsuranceDocumentKind = (typeof insuranceDocumentKinds)[number];

/** One version of one document, as editors keep it: for an insurer, a product and a language, from a date on. */
export interface InsuranceDocumentVersion {
  insurerCode: string;
  productKey: string;
  kind: InsuranceDocumentKind;
  language: string;
  /** 'YYYY-MM-DD', a Tallinn calendar date: the first day of cover this version applies to. */
  appliesFrom: string;
}

/** What an offer's documents depend on: its insurer and product, the customer's language and the cover's first day. */
export interface DocumentQuestion {
  insurerCode: string;
  productKey: string;
  language: string;
  /** 'YYYY-MM-DD': the policy's start date. */
  startDate: string;
}

/**
 * The documents that apply to an offer: for its insurer, product and language, of each kind the version
 * with the latest applies-from date that is not after the policy's start date. A kind without such a
 * version is left out (nothing applies yet). Terms come before the IPID.
 */
export function applicableDocuments<T extends InsuranceDocumentVersion>(versions: readonly T[], question: DocumentQuestion): T[] {
  const chosen: T[] = [];
  for (const kind of insuranceDocumentKinds) {
    let best: T | undefined;
    for (const version of versions) {
      if (version.kind !== kind || version.insurerCode !== question.insurerCode || version.productKey !== question.productKey) continue;
      if (version.language !== question.language || version.appliesFrom > question.startDate) continue;
      if (!best || version.appliesFrom > best.appliesFrom) best = version;
    }
    if (best) chosen.push(best);
  }
  return chosen;
}
