import type { Core } from '@strapi/strapi';
import {
  envNumber, configuredInsurers, configuredVehicleRegister, insurerTimeoutMs, loginLimits, openPaymentMs, paymentRateLimit, renewalLinkDays, renewalLinkSecret, renewalReminderDays, sessionPolicy, siteUrl,
} from './adapters-config';
import { createCartService } from './cart-service';
import { createSessionStore } from './customer-session';
import { createLoginService } from './login-service';
import { configureOutsideSystems, type OutsideSystems } from './outside-systems';
import { createPaymentService } from './payment-service';
import { createPolicyMailService } from './policy-mail-service';
import { createPolicyService } from './policy-service';
import { quoteCallers } from './quote-owner';
import { createQuoteService } from './quote-service';
import { createRenewalService } from './renewal-service';
import { renewalTokens } from './renewal-token';

/** The CMS's own address as the outside systems reach it: PUBLIC_URL, or where it listens. */
export function cmsUrl(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string>('server.url');
  if (configured) return configured.replace(/\/$/, '');
  const host = strapi.config.get<string>('server.host');
  return `http://${!host || host === '0.0.0.0' ? '127.0.0.1' : host}:${strapi.config.get<number>('server.port')}`;
}

/**
 * Where this CMS reaches its sandboxes and sends browsers to them: SANDBOX_URL, else itself. Behind
 * several replicas every replica names one of them, so that one process holds the sandbox's sessions
 * and orders in memory, as the one outside service it stands in for would.
 */
export function sandboxUrl(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): string {
  return (env.SANDBOX_URL || cmsUrl(strapi)).replace(/\/$/, '');
}

function build(strapi: Core.Strapi) {
  const site = siteUrl();
  const outside: OutsideSystems = configureOutsideSystems(sandboxUrl(strapi), new URL(site).origin);
  const sessions = createSessionStore(strapi, sessionPolicy());
  const policies = createPolicyService(strapi);
  const quoteCallerOf = quoteCallers(sessions);
  const carts = createCartService(strapi, sessions, policies.overlapping);
  const quotes = createQuoteService({ strapi, insurers: configuredInsurers(), register: configuredVehicleRegister(), insurerTimeoutMs: insurerTimeoutMs() });
  const renewals = createRenewalService(strapi, renewalTokens(renewalLinkSecret()), { lifetimeDays: renewalLinkDays() });
  const policyMail = createPolicyMailService({ strapi, policies, renewals, siteUrl: site, reminderDays: renewalReminderDays() });
  return {
    outside,
    sessions,
    carts,
    policies,
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
      onLogin: async (clientId, personalCode) => {
        await quotes.linkToCustomer(clientId, personalCode);
        await carts.mergeOnLogin(clientId, personalCode);
      },
      limits: loginLimits(),
      pollTimeoutMs: envNumber(process.env.LOGIN_POLL_MS, 1000),
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
      crashBeforeIssue: process.env.FAULT_KILL_BEFORE_POLICY_ISSUE === 'true',
      onIssued: (orderId) => policyMail.sendOrderMail(orderId),
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
