import { adminWordsCapability } from './admin-words/admin-words-capability';
import type { Capability } from './capabilities/capability';
import { capabilityLifecycle } from './capabilities/lifecycle';
import { careersCapability } from './careers/careers-capability';
import { cartCapability } from './commerce/cart/cart-capability';
import { companyCapability } from './commerce/company/company-capability';
import { commerceCapability } from './commerce/commerce-capability';
import { deskCapability } from './commerce/desk/desk-capability';
import { insurersCapability } from './commerce/insurers/insurers-capability';
import { loginCapability } from './commerce/login/login-capability';
import { outsideCapability } from './commerce/outside/outside-capability';
import { paymentCapability } from './commerce/payment/payment-capability';
import { backgroundTasksCapability } from './housekeeping/background-tasks-capability';
import { housekeepingCapability } from './housekeeping/housekeeping-capability';
import { policiesCapability } from './commerce/policies/policies-capability';
import { quotesCapability } from './commerce/quotes/quotes-capability';
import { contentApiCapability } from './bootstrap/content-api-capability';
import { httpCapability } from './http/http-capability';
import { insuranceDocumentsCapability } from './commerce/insurance-documents-capability';
import { officeWorkCapability } from './office-work/office-work-capability';
import { privacyCapability } from './privacy/privacy-capability';
import { publishingCapability } from './publishing/publishing-capability';
import { rateLimitsCapability } from './rate-limits/rate-limits-capability';
import { saleRecordCapability } from './commerce/sale-record-capability';
import { seedCapability } from './seed/seed-capability';
import { siteStageCapability } from './site-stage/site-stage-capability';
import { staffCapability } from './staff/staff-capability';
import { termsCapability } from './commerce/terms-capability';

/**
 * The CMS's capabilities. Before any of them the production gate and the settings are checked (lifecycle.ts);
 * then register, bootstrap (with each one's background work) and destroy run in this order; the comments say
 * where the order matters. docs/code-map.md says how to add one.
 */
export const capabilities: readonly Capability[] = [
  siteStageCapability,
  httpCapability,
  contentApiCapability,
  // Before every provider-API capability: it hands them the services made with the settings.
  commerceCapability,
  // Its sweep issues the policies of paid orders before the policies' sweep enqueues their e-mails.
  paymentCapability,
  policiesCapability,
  insurersCapability,
  deskCapability,
  careersCapability,
  officeWorkCapability,
  quotesCapability,
  loginCapability,
  cartCapability,
  companyCapability,
  privacyCapability,
  saleRecordCapability,
  insuranceDocumentsCapability,
  termsCapability,
  // After policies: the document renderer stops before the outside systems' clients close.
  outsideCapability,
  // The admin roles (HR's in careers, then the staff's) before the admin's words, as the CMS always started.
  staffCapability,
  adminWordsCapability,
  // The internal tables are made by a migration (cms/database/migrations) before any capability.
  rateLimitsCapability,
  backgroundTasksCapability,
  // After the task worker runs: its first sweep enqueues tasks; given every capability's sweeps.
  housekeepingCapability,
  seedCapability,
  // After the seed: seeding is not an edit to publish.
  publishingCapability,
];

export default capabilityLifecycle(capabilities);
