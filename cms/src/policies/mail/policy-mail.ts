import { formatEuros, type ProductKey } from '@kindlustus/domain';
import { formatCalendarDate, formatPeriod } from '../document/document-dates';
import { productName, type DocumentLanguage } from '../document/document-texts';
import { mailTexts } from './mail-texts';
import { recordTexts } from '../../sale-record/record-texts';

/** A policy as its e-mails show it. Dates are Tallinn calendar dates (YYYY-MM-DD), money in cents. */
export interface MailPolicy {
  policyNumber: string;
  product: ProductKey;
  insurerName: string;
  insuredObject: string;
  startDate: string;
  endDate: string;
  premium: number;
  schedule: Array<{ dueDate: string; amount: number }>;
  /** The insurer's documents given before payment (sale-record), with absolute addresses. */
  documents?: Array<{ title: string; url: string }>;
}

export interface MailContent {
  subject: string;
  text: string;
}

function policyBlock(policy: MailPolicy, language: DocumentLanguage): string[] {
  const t = mailTexts[language];
  const euros = (cents: number) => formatEuros(cents, language);
  return [
    `${productName(policy.product, language)}`,
    `  ${t.policyNumber}: ${policy.policyNumber}`,
    `  ${t.insurer}: ${policy.insurerName}`,
    ...(policy.insuredObject ? [`  ${t.insuredObject}: ${policy.insuredObject}`] : []),
    `  ${t.period}: ${formatPeriod(policy.startDate, policy.endDate)}`,
    `  ${t.premium}: ${euros(policy.premium)}`,
    `  ${t.schedule}:`,
    ...policy.schedule.map((entry, index) => `    ${t.instalment(index + 1, formatCalendarDate(entry.dueDate), euros(entry.amount))}`),
    ...(policy.documents?.length ? [`  ${recordTexts[language].documentsGiven}:`, ...policy.documents.map((document) => `    ${document.title}: ${document.url}`)] : []),
  ];
}

/** Money an order took for lines it holds no policy for (status REFUND_DUE), in cents. */
export interface MailRefund {
  reference: string;
  amount: number;
  reason: 'paidTwice' | 'objectAlreadyInsured';
}

function refundBlock(refund: MailRefund, language: DocumentLanguage): string[] {
  const t = mailTexts[language];
  const amount = formatEuros(refund.amount, language);
  return [
    refund.reason === 'paidTwice' ? t.refundPaidTwice(amount) : t.refundObjectInsured(amount),
    `${t.orderReference}: ${refund.reference}`,
    t.refundNote,
    '',
  ];
}

/**
 * The e-mail sent once an order's policies are issued; the PDFs go along as attachments. With a refund due, it
 * says so and how much; with no policy at all, it is about the refund only.
 */
export function policiesMail(language: DocumentLanguage, name: string, policies: MailPolicy[], policiesUrl: string, refund?: MailRefund): MailContent {
  const t = mailTexts[language];
  const numbers = policies.map((policy) => policy.policyNumber).join(', ');
  if (!policies.length && refund) {
    return { subject: t.refundSubject(refund.reference), text: [t.greeting(name), '', ...refundBlock(refund, language), t.signature, ''].join('\n') };
  }
  return {
    subject: `${t.policiesSubject(policies.length)}: ${numbers}${refund ? ` · ${t.refundSubject(refund.reference)}` : ''}`,
    text: [
      t.greeting(name),
      '',
      ...(refund ? refundBlock(refund, language) : []),
      t.policiesIntro(policies.length),
      '',
      ...policies.flatMap((policy) => [...policyBlock(policy, language), '']),
      t.attachmentsNote,
      '',
      t.policiesLink,
      policiesUrl,
      '',
      t.signature,
      '',
    ].join('\n'),
  };
}

/** The reminder sent once before a policy ends, with a link to a quote form filled in for the renewal. */
export function renewalMail(language: DocumentLanguage, name: string, policy: MailPolicy, renewalUrl: string): MailContent {
  const t = mailTexts[language];
  const endDate = formatCalendarDate(policy.endDate);
  return {
    subject: t.renewalSubject(policy.policyNumber, endDate),
    text: [
      t.greeting(name),
      '',
      t.renewalIntro(endDate),
      '',
      ...policyBlock(policy, language).slice(0, 5),
      '',
      t.renewalLink,
      renewalUrl,
      '',
      t.renewalNote,
      '',
      t.signature,
      '',
    ].join('\n'),
  };
}
