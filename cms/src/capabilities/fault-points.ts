/**
 * Where a test build may stop or slow the CMS (the crash and slow-render API tests): a real CMS leaves every
 * point empty. cms/test/faults/fault-build.cjs, preloaded into the CMS processes the API tests start, fills them;
 * the services only call what is there.
 */
export interface FaultPoints {
  /** Before each policy document is rendered. */
  beforeDocumentRender?: () => Promise<void>;
  /** At the start of a background task of `kind`. */
  inTask?: (kind: string) => Promise<void>;
  /** After a payment notice recorded an order as paid, before its policies are issued. */
  afterPaidRecorded?: () => void;
}

export const faultPoints: FaultPoints = {};
