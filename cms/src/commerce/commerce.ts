import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import { configuredInsurers, configuredVehicleRegister } from './outside/adapters-config';
import { cmsUrl, sandboxUrl, siteUrl } from '../settings/addresses';
import {
  backgroundTaskSettings, businessRegisterTimeoutMs, concludeWithinHours, deskCaseLimits, deskSettings, insuranceDocumentsTtlMs, insurerTimeoutMs, termsTtlMs, loginLimits, loginPollMs, openPaymentMs, paymentRateLimit,
  brokerName, invoiceIssuer, registerTimeoutMs, renewalLinkDays, renewalLinkSecret, renewalReminderDays, saleDocumentsRequired, sessionPolicy,
} from '../settings/commerce-settings';
import type { Settings } from '../settings/settings-schema';
import { seedSettings } from '../settings/seed-settings';
import { faultPoints } from '../capabilities/fault-points';
import { renderDocument } from '../policy-papers/document/document-renderer';
import type { PolicyDocumentData } from '../policy-papers/document/policy-document';
import { storedDocuments } from '../policy-papers/document/stored-documents';
import { createCartService } from './cart/cart-service';
import { createCompanyService } from './company/company-service';
import { createJointConfirmations } from './company/joint-confirmations';
import { createDesk } from './desk/desk-service';
import { createSessionStore } from './login/customer-session';
import { createLoginService } from './login/login-service';
import { configureOutsideSystems, type OutsideSystems } from './outside/outside-systems';
import { insurerLogoSource } from './insurers/insurer-logos';
import { createTaskQueue } from '../background-work/task-queue';
import { startTaskWorker, type TaskHandler, type TaskWorker } from '../background-work/task-worker';
import { createPaymentService } from './payment/payment-service';
import { conclusionTerms } from './policies/policy-conclusions';
import { policyPdfs } from './policies/policy-files';
import { createPolicyTasks } from './policies/policy-tasks';
import { createPolicyMailService } from './policies/policy-mail-service';
import { createPolicyService } from './policies/policy-service';
import { quoteCallers } from './quotes/quote-owner';
import { createQuoteService } from './quotes/quote-service';
import { insurerCatalogue } from './insurers/insurer-catalogue';
import { createRenewalService } from './quotes/renewal-service';
import { renewalTokens } from './quotes/renewal-token';
import { documentCatalogue } from '../insurance-documents/document-catalogue';
import { saleRecords } from '../sale-record/sale-records';
import { createTermCatalogue, type TermCatalogue } from '../terms/term-catalogue';
import { createInvoiceMail } from '../invoices/invoice-mail';

/** A policy's document in the terms' words of its language (a test build may slow it: fault-points.ts). */
function rendererOf(terms: TermCatalogue) {
  return async (data: PolicyDocumentData, language: Locale) => {
    await faultPoints.beforeDocumentRender?.();
    return renderDocument(data, language, await terms.words(language));
  };
}

function build(strapi: Core.Strapi, settings: Settings) {
  const site = siteUrl(settings);
  const outside: OutsideSystems = configureOutsideSystems(sandboxUrl(strapi, settings), new URL(site).origin, settings);
  const sessions = createSessionStore(strapi, sessionPolicy(settings));
  const registerAccess = { register: outside.businessRegister, timeoutMs: businessRegisterTimeoutMs(settings) };
  const companies = createCompanyService(outside.businessRegister, registerAccess.timeoutMs);
  const confirmations = createJointConfirmations({ strapi, ...registerAccess, siteUrl: site });
  const actingRight = { ...registerAccess, jointlyConfirmed: confirmations.jointlyConfirmed };
  const insurerAdapters = configuredInsurers(settings);
  const insurers = insurerCatalogue(strapi, insurerAdapters);
  const policies = createPolicyService(strapi, undefined, conclusionTerms(strapi, insurers, concludeWithinHours(settings), deskSettings(settings).officeKey));
  const quoteCallerOf = quoteCallers(sessions);
  const carts = createCartService(strapi, sessions, policies.overlapping);
  const taskSettings = backgroundTaskSettings(settings);
  const queue = createTaskQueue(() => strapi.db.connection, taskSettings);
  let worker: TaskWorker | undefined;
  const terms = createTermCatalogue(strapi, termsTtlMs(settings), seedSettings(settings).contentDir);
  const desk = createDesk({ strapi, queue, wake: () => worker?.wake(), siteUrl: site, ...deskSettings(settings), limits: deskCaseLimits(settings), terms });
  const quotes = createQuoteService({ strapi, insurers, desk, companies, register: configuredVehicleRegister(settings), registerTimeoutMs: registerTimeoutMs(settings), insurerTimeoutMs: insurerTimeoutMs(settings) });
  const renewals = createRenewalService(strapi, renewalTokens(renewalLinkSecret(settings)), { lifetimeDays: renewalLinkDays(settings) });
  const insuranceDocuments = documentCatalogue(strapi, insuranceDocumentsTtlMs(settings));
  const sales = saleRecords(strapi, () => insuranceDocuments, terms);
  const documentOf = storedDocuments(() => strapi.db.connection, rendererOf(terms));
  const pdfOf = policyPdfs(documentOf, brokerName(settings));
  const insurerLogos = insurerLogoSource(strapi);
  // The order's mail claim runs out with the job's: a process stopped while sending leaves both to another.
  const policyMail = createPolicyMailService({
    strapi, policies, renewals, siteUrl: site, reminderDays: renewalReminderDays(settings), pdfOf, terms, claimLeaseMs: taskSettings.leaseMs, logoOf: insurerLogos.logoOf,
  });
  const policyTasks = createPolicyTasks({ queue, policyMail, wake: () => worker?.wake() });
  const invoiceMail = createInvoiceMail({ strapi, queue, terms, issuer: invoiceIssuer(settings), wake: () => worker?.wake() });
  return {
    /** A policy's PDF for its owner: the insurer's uploaded document, else the one rendered here. */
    pdfOf,
    insuranceDocuments,
    /** The CMS's words of the insurance terms, for the policy papers and e-mails. */
    terms,
    sales,
    tasks: {
      queue,
      policy: policyTasks,
      /** Takes tasks enqueued in this process at once (one worker lane each). */
      wake: (tasks?: number) => worker?.wake(tasks),
      /** Runs this process's task worker (once the tables exist), with the handlers of tasks others enqueue; answers how to stop it. */
      start(handlers: Record<string, TaskHandler> = {}): () => void {
        worker ??= startTaskWorker({ queue, handlers: { ...policyTasks.handlers, ...desk.handlers, ...invoiceMail.handlers, ...handlers }, pollMs: taskSettings.pollMs, lanes: taskSettings.lanes, log: strapi.log });
        return () => worker?.stop();
      },
    },
    outside,
    /** The broker desk: cases for the insurers our staff answer. */
    desk,
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
    /** Invoices (a company paying by bank transfer): the PDF and its e-mail. */
    invoiceMail,
    /** The broker as the invoices name it, with the account they are paid to. */
    invoiceIssuer: invoiceIssuer(settings),
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
      limits: loginLimits(settings),
      pollTimeoutMs: loginPollMs(settings),
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
      limit: paymentRateLimit(settings),
      openPaymentMs: openPaymentMs(settings),
      onIssued: (order) => policyTasks.orderIssued(order),
      onInvoiced: (order) => invoiceMail.orderInvoiced(order),
      saleRecords: sales,
      actingRight,
      documentsRequired: saleDocumentsRequired(settings),
    }),
  };
}

export type Commerce = ReturnType<typeof build>;
let built: Commerce | undefined;

let given: Settings | undefined;

/** The commerce capabilities' register hands the checked settings here; the services are made on first use with them. */
export function configureCommerce(settings: Settings): void {
  given = settings;
}

/** The provider API's services, made on first use (after the configuration is loaded). */
export function commerce(strapi: Core.Strapi): Commerce {
  if (!given) throw new Error('The commerce services were used before the commerce capability registered');
  built ??= build(strapi, given);
  return built;
}
