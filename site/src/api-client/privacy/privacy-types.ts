/** The account's data rights as the site's components see them (issue 31). */
export type DataRequestKind = 'erasure' | 'withdrawal';
export type DataRequestState = 'pending' | 'approved' | 'refused' | 'done';

export interface DataRequest {
  id: string;
  kind: DataRequestKind;
  state: DataRequestState;
  /** YYYY-MM-DD in Tallinn. */
  requestedOn: string;
  policyId: string | null;
}

export interface DataRights {
  requests: DataRequest[];
  legalRecordYears: number;
}

/** A policy's withdrawal: open until lastDay (included), or none to show; its request, if asked. */
export interface PolicyWithdrawal {
  open: boolean;
  lastDay: string | null;
  request: DataRequest | null;
}
