import type { Locale } from '@kindlustus/routes';
import { dottedDate, formatEuros, type ProductKey } from '@kindlustus/domain';
import { formatPeriod } from '../document/document-dates';
import { productName, type TermWords } from '../../terms/term-words';
import { recordTexts } from '../record-texts';
import { box, boxHeading, detailsTable, escapeHtml, htmlLines, insurerHeader, link, mailDocument, paragraph, type MailLogo } from './mail-html';
import { mailBrand, mailTexts, type MailTexts } from './mail-texts';

/** A policy as its e-mails show it. Dates are Tallinn calendar dates (YYYY-MM-DD), money in cents. */
export interface MailPolicy {
  policyNumber: string;
  product: ProductKey;
  insurerName: string;
  /** The insurer's logo for the HTML part (an absolute address), when the insurer has one. */
  insurerLogo?: MailLogo | null;
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
  /** The same content as the text, for mail programs that show HTML (sent as multipart/alternative). */
  html: string;
}

function policyBlock(policy: MailPolicy, language: Locale, terms: TermWords): string[] {
  const t = mailTexts[language];
  const euros = (cents: number) => formatEuros(cents, language);
  return [
    productName(terms, policy.product),
    `  ${t.policyNumber}: ${policy.policyNumber}`,
    `  ${t.insurer}: ${policy.insurerName}`,
    ...(policy.insuredObject ? [`  ${t.insuredObject}: ${policy.insuredObject}`] : []),
    `  ${t.period}: ${formatPeriod(policy.startDate, policy.endDate)}`,
    `  ${t.premium}: ${euros(policy.premium)}`,
    `  ${t.schedule}:`,
    ...policy.schedule.map((entry, index) => `    ${t.instalment(index + 1, dottedDate(entry.dueDate), euros(entry.amount))}`),
    ...(policy.documents?.length ? [`  ${recordTexts[language].documentsGiven}:`, ...policy.documents.map((document) => `    ${document.title}: ${document.url}`)] : []),
  ];
}

/** One policy as a box: the insurer's logo and name, the product, then the same facts as the text (`brief`: the reminder's, without the money). */
function policyHtml(policy: MailPolicy, language: Locale, terms: TermWords, brief = false): string {
  const t = mailTexts[language];
  const euros = (cents: number) => escapeHtml(formatEuros(cents, language));
  const rows: Array<[string, string]> = [
    [t.policyNumber, `<strong>${escapeHtml(policy.policyNumber)}</strong>`],
    ...(policy.insuredObject ? [[t.insuredObject, escapeHtml(policy.insuredObject)] as [string, string]] : []),
    [t.period, escapeHtml(formatPeriod(policy.startDate, policy.endDate))],
    ...(brief ? [] : [[t.premium, euros(policy.premium)] as [string, string]]),
    ...(!brief && policy.schedule.length
      ? [[t.schedule, policy.schedule.map((entry, index) => escapeHtml(t.instalment(index + 1, dottedDate(entry.dueDate), formatEuros(entry.amount, language)))).join('<br>\n')] as [string, string]]
      : []),
    ...(!brief && policy.documents?.length
      ? [[recordTexts[language].documentsGiven, policy.documents.map((document) => link(document.url, document.title)).join('<br>\n')] as [string, string]]
      : []),
  ];
  return box([insurerHeader(policy.insurerName, policy.insurerLogo), boxHeading(productName(terms, policy.product)), detailsTable(rows)].join('\n'));
}

/** Money an order took for lines it holds no policy for (status REFUND_DUE), in cents. */
export interface MailRefund {
  reference: string;
  amount: number;
  reason: RefundReason;
}

/** Why a paid line is refunded instead of insured, as the customer's e-mail explains it. */
export type RefundReason = 'paidTwice' | 'objectAlreadyInsured' | 'offerExpired';

const refundTexts: Record<RefundReason, keyof Pick<MailTexts, 'refundPaidTwice' | 'refundObjectInsured' | 'refundOfferExpired'>> = {
  paidTwice: 'refundPaidTwice', objectAlreadyInsured: 'refundObjectInsured', offerExpired: 'refundOfferExpired',
};

function refundBlock(refund: MailRefund, language: Locale): string[] {
  const t = mailTexts[language];
  const amount = formatEuros(refund.amount, language);
  return [
    t[refundTexts[refund.reason]](amount),
    `${t.orderReference}: ${refund.reference}`,
    t.refundNote,
    '',
  ];
}

function refundHtml(refund: MailRefund, language: Locale): string {
  const t = mailTexts[language];
  const amount = formatEuros(refund.amount, language);
  return box([
    paragraph(`<strong>${escapeHtml(t[refundTexts[refund.reason]](amount))}</strong>`),
    paragraph(`${escapeHtml(t.orderReference)}: ${escapeHtml(refund.reference)}`),
    `<p style="margin:0;">${escapeHtml(t.refundNote)}</p>`,
  ].join('\n'), '#ff8f00');
}

export const signatureHtml = (language: Locale) => `<p style="margin:16px 0 0 0;">${htmlLines(mailTexts[language].signature)}</p>`;

/**
 * The e-mail sent once an order's policies are issued; the PDFs go along as attachments. With a refund due, it
 * says so and how much; with no policy at all, it is about the refund only.
 */
export function policiesMail(language: Locale, terms: TermWords, name: string, policies: MailPolicy[], policiesUrl: string, refund?: MailRefund): MailContent {
  const t = mailTexts[language];
  const numbers = policies.map((policy) => policy.policyNumber).join(', ');
  if (!policies.length && refund) {
    const subject = t.refundSubject(refund.reference);
    return {
      subject,
      text: [t.greeting(name), '', ...refundBlock(refund, language), t.signature, ''].join('\n'),
      html: mailDocument(language, subject, mailBrand, [paragraph(escapeHtml(t.greeting(name))), refundHtml(refund, language), signatureHtml(language)].join('\n')),
    };
  }
  const subject = `${t.policiesSubject(policies.length)}: ${numbers}${refund ? ` · ${t.refundSubject(refund.reference)}` : ''}`;
  return {
    subject,
    text: [
      t.greeting(name),
      '',
      ...(refund ? refundBlock(refund, language) : []),
      t.policiesIntro(policies.length),
      '',
      ...policies.flatMap((policy) => [...policyBlock(policy, language, terms), '']),
      t.attachmentsNote,
      '',
      t.policiesLink,
      policiesUrl,
      '',
      t.signature,
      '',
    ].join('\n'),
    html: mailDocument(language, subject, mailBrand, [
      paragraph(escapeHtml(t.greeting(name))),
      ...(refund ? [refundHtml(refund, language)] : []),
      paragraph(escapeHtml(t.policiesIntro(policies.length))),
      ...policies.map((policy) => policyHtml(policy, language, terms)),
      paragraph(escapeHtml(t.attachmentsNote)),
      paragraph(`${escapeHtml(t.policiesLink)}<br>\n${link(policiesUrl)}`),
      signatureHtml(language),
    ].join('\n')),
  };
}

/** The reminder sent once before a policy ends, with a link to a quote form filled in for the renewal. */
export function renewalMail(language: Locale, terms: TermWords, name: string, policy: MailPolicy, renewalUrl: string): MailContent {
  const t = mailTexts[language];
  const endDate = dottedDate(policy.endDate);
  const subject = t.renewalSubject(policy.policyNumber, endDate);
  return {
    subject,
    text: [
      t.greeting(name),
      '',
      t.renewalIntro(endDate),
      '',
      ...policyBlock(policy, language, terms).slice(0, 5),
      '',
      t.renewalLink,
      renewalUrl,
      '',
      t.renewalNote,
      '',
      t.signature,
      '',
    ].join('\n'),
    html: mailDocument(language, subject, mailBrand, [
      paragraph(escapeHtml(t.greeting(name))),
      paragraph(escapeHtml(t.renewalIntro(endDate))),
      policyHtml(policy, language, terms, true),
      paragraph(`${escapeHtml(t.renewalLink)}<br>\n${link(renewalUrl)}`),
      paragraph(escapeHtml(t.renewalNote)),
      signatureHtml(language),
    ].join('\n')),
  };
}
