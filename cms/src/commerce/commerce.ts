import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import { configuredInsurers, configuredVehicleRegister } from './outside/adapters-config';
import { cmsUrl, sandboxUrl, siteUrl } from '../settings/addresses';
import {
  backgroundJobSettings, businessRegisterTimeoutMs, concludeWithinHours, officeNoticeSettings, deskCaseLimits, deskSettings, faultHooks, insuranceDocumentsTtlMs, insurerTimeoutMs, termsTtlMs, loginLimits, loginPollMs, openPaymentMs, paymentRateLimit,
  registerTimeoutMs, renewalLinkDays, renewalLinkSecret, renewalReminderDays, saleDocumentsRequired, sessionPolicy,
} from '../settings/commerce-settings';
import { renderDocument } from '../policies/document/document-renderer';
import type { PolicyDocumentData } from '../policies/document/policy-document';
import { storedDocuments } from '../policies/document/stored-documents';
import { createCartService } from './cart/cart-service';
import { createCompanyService } from './company/company-service';
import { createJointConfirmations } from './company/joint-confirmations';
import { createDesk } from './desk/desk-service';
import { createSessionStore } from './login/customer-session';
import { createLoginService } from './login/login-service';
import { configureOutsideSystems, type OutsideSystems } from './outside/outside-systems';
import { insurerLogoSource } from './insurers/insurer-logos';
import { createJobQueue } from './plumbing/job-queue';
import { startJobWorker, type JobWorker } from './plumbing/job-worker';
import { createPaymentService } from './payment/payment-service';
import { conclusionTerms } from './policies/policy-conclusions';
import { policyPdfs } from './policies/policy-files';
import { createPolicyJobs } from './policies/policy-jobs';
import { createPolicyMailService } from './policies/policy-mail-service';
import { createPolicyService } from './policies/policy-service';
import { quoteCallers } from './quotes/quote-owner';
import { createQuoteService } from './quotes/quote-service';
import { insurerCatalogue } from './insurers/insurer-catalogue';
import { createRenewalService } from './quotes/renewal-service';
import { renewalTokens } from './quotes/renewal-token';
import { documentCatalogue } from '../insurance-documents/document-catalogue';
import { saleRecords } from '../sale-record/sale-records';
import { createOfficeNotices } from '../office-work/office-notices';
import { createTermCatalogue, type TermCatalogue } from '../terms/term-catalogue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test hook FAULT_DOCUMENT_RENDER_DELAY_MS: each document takes this much longer to render. */
function slowedBy(delayMs: number, terms: TermCatalogue) {
  return async (data: PolicyDocumentData, language: Locale) => {
    if (delayMs > 0) await sleep(delayMs);
    return renderDocument(data, language, await terms.words(language));
  };
}

function build(strapi: Core.Strapi) {
  const site = siteUrl();
  const faults = faultHooks();
  const outside: OutsideSystems = configureOutsideSystems(sandboxUrl(strapi), new URL(site).origin);
  const sessions = createSessionStore(strapi, sessionPolicy());
  const registerAccess = { register: outside.businessRegister, timeoutMs: businessRegisterTimeoutMs() };
  const companies = createCompanyService(outside.businessRegister, registerAccess.timeoutMs);
  const confirmations = createJointConfirmations({ strapi, ...registerAccess, siteUrl: site });
  const actingRight = { ...registerAccess, jointlyConfirmed: confirmations.jointlyConfirmed };
  const insurerAdapters = configuredInsurers();
  const insurers = insurerCatalogue(strapi, insurerAdapters);
  const policies = createPolicyService(strapi, undefined, conclusionTerms(strapi, insurers, concludeWithinHours(), deskSettings().officeKey));
  const quoteCallerOf = quoteCallers(sessions);
  const carts = createCartService(strapi, sessions, policies.overlapping);
  const jobSettings = backgroundJobSettings();
  const queue = createJobQueue(() => strapi.db.connection, jobSettings);
  let worker: JobWorker | undefined;
  const terms = createTermCatalogue(strapi, termsTtlMs());
  const desk = createDesk({ strapi, queue, wake: () => worker?.wake(), siteUrl: site, ...deskSettings(), limits: deskCaseLimits(), terms });
  const quotes = createQuoteService({ strapi, insurers, desk, companies, register: configuredVehicleRegister(), registerTimeoutMs: registerTimeoutMs(), insurerTimeoutMs: insurerTimeoutMs() });
  const renewals = createRenewalService(strapi, renewalTokens(renewalLinkSecret()), { lifetimeDays: renewalLinkDays() });
  const insuranceDocuments = documentCatalogue(strapi, insuranceDocumentsTtlMs());
  const sales = saleRecords(strapi, () => insuranceDocuments, terms);
  const documentOf = storedDocuments(() => strapi.db.connection, slowedBy(faults.documentRenderDelayMs, terms));
  const pdfOf = policyPdfs(documentOf);
  const insurerLogos = insurerLogoSource(strapi);
  // The order's mail claim runs out with the job's: a process stopped while sending leaves both to another.
  const policyMail = createPolicyMailService({
    strapi, policies, renewals, siteUrl: site, reminderDays: renewalReminderDays(), pdfOf, terms, claimLeaseMs: jobSettings.leaseMs, logoOf: insurerLogos.logoOf,
  });
  const officeNotices = createOfficeNotices({ strapi, queue, wake: () => worker?.wake(), cmsUrl: () => cmsUrl(strapi), officeKey: deskSettings().officeKey, settings: officeNoticeSettings(), terms });
  const policyJobs = createPolicyJobs({ queue, policyMail, wake: () => worker?.wake(), killInJob: faults.killInJob });
  return {
    /** A policy's PDF for its owner: the insurer's uploaded document, else the one rendered here. */
    pdfOf,
    insuranceDocuments,
    /** The CMS's words of the insurance terms, for the policy papers and e-mails. */
    terms,
    sales,
    jobs: {
      queue,
      policy: policyJobs,
      /** Runs this process's job worker (once the tables exist); answers how to stop it. */
      start(): () => void {
        worker ??= startJobWorker({ queue, handlers: { ...policyJobs.handlers, ...desk.handlers, ...officeNotices.handlers }, pollMs: jobSettings.pollMs, lanes: jobSettings.lanes, log: strapi.log });
        return () => worker?.stop();
      },
    },
    outside,
    /** The broker desk: cases for the insurers our staff answer. */
    desk,
    /** The office's e-mails: new desk cases, deadlines about to pass, the daily summary. */
    officeNotices,
    /** The insurers and tariff books of the CMS, and the adapters they may name. */
    insurers: { catalogue: insurers, adapters: insurerAdapters },
    /** The insurers' logos (read at most every 30 s): the API's offers and policies, and the policy e-mails. */
    insurerLogos,
    sessions,
    carts,
    policies,
    /** The e-Business Register's answers: the quote form's company lookup, whom a person may act for. */
    companies,
    /** Purchases for a company whose representatives act jointly: the second one's confirmation. */
    confirmations,
    renewals,
    policyMail,
    quotes,
    quoteCallerOf,
    logins: createLoginService({
      strapi,
      smartId: outside.smartId,
      smartIdDeviceLink: outside.smartIdDeviceLink,
      mobileId: outside.mobileId,
      webEid: outside.webEid,
      sessions,
      onLogin: (clientId, personalCode) => carts.mergeOnLogin(clientId, personalCode),
      limits: loginLimits(),
      pollTimeoutMs: loginPollMs(),
      siteUrl: site,
    }),
    payments: createPaymentService({
      strapi,
      provider: outside.payments,
      sessions,
      carts,
      policies,
      siteUrl: site,
      notificationUrl: `${cmsUrl(strapi)}/api/payments/notification`,
      limit: paymentRateLimit(),
      openPaymentMs: openPaymentMs(),
      crashBeforeIssue: faults.killBeforePolicyIssue,
      onIssued: (order) => policyJobs.orderIssued(order),
      saleRecords: sales,
      actingRight,
      documentsRequired: saleDocumentsRequired(),
    }),
  };
}

export type Commerce = ReturnType<typeof build>;
let built: Commerce | undefined;

/** The provider API's services, made on first use (after the configuration is loaded). */
export function commerce(strapi: Core.Strapi): Commerce {
  built ??= build(strapi);
  return built;
}
