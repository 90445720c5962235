import type { DataRequestState } from '../../api-client/privacy/privacy-types';

/** The words for a request's state, as staff set it in the admin. */
export const requestStateTexts: Record<DataRequestState, `privacy:${string}`> = {
  pending: 'privacy:requestPending',
  approved: 'privacy:requestApproved',
  refused: 'privacy:requestRefused',
  done: 'privacy:requestDone',
};
