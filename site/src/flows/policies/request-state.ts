import type { DataRequestState } from '../../api-client/privacy-types';

/** The words for a request's state, as staff set it in the admin. */
export const requestStateTexts: Record<DataRequestState, `policies:${string}`> = {
  pending: 'policies:requestPending',
  approved: 'policies:requestApproved',
  refused: 'policies:requestRefused',
  done: 'policies:requestDone',
};
