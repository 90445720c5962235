// The test build's faults: preloaded (node --require) into the CMS processes the API tests start
// (strapi-process.ts), it fills the built CMS's fault points (src/capabilities/fault-points.ts) from
//   FAULT_DOCUMENT_RENDER_DELAY_MS  each policy document takes this much longer to render;
//   FAULT_KILL_IN_JOB               the process ends while doing a background job of this kind (after claiming it);
//   FAULT_KILL_BEFORE_POLICY_ISSUE  =true: the process ends after a payment is recorded, before its policies are issued.
// A real CMS never loads this file, and its settings know none of these variables.
const path = require('node:path');

const delayMs = Number(process.env.FAULT_DOCUMENT_RENDER_DELAY_MS || 0);
const killInJob = process.env.FAULT_KILL_IN_JOB || '';
const killBeforeIssue = process.env.FAULT_KILL_BEFORE_POLICY_ISSUE === 'true';

if (delayMs > 0 || killInJob || killBeforeIssue) {
  // The same file Strapi loads later: Node's module cache hands it the object filled here.
  const { faultPoints } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'capabilities', 'fault-points.js'));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const killNow = () => process.kill(process.pid, 'SIGKILL');
  if (delayMs > 0) faultPoints.beforeDocumentRender = () => sleep(delayMs);
  if (killInJob) {
    faultPoints.inTask = async (kind) => {
      if (kind !== killInJob) return;
      await sleep(300);
      killNow();
    };
  }
  if (killBeforeIssue) faultPoints.afterPaidRecorded = killNow;
}
