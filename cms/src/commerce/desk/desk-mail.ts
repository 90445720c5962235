/**
 * The e-mail a customer gets when the broker desk has answered: the insurer's offer with the link to it, or
 * the insurer's decline with the staff's reason and the link to the quote form. In et, ru and en, beside
 * the code that writes it (as the policy e-mails).
 */
import type { Locale } from '@kindlustus/routes';
import { dottedDate, formatEuros, type ProductKey } from '@kindlustus/domain';
import { productName, type TermWords } from '../../terms/term-words';
import { box, boxHeading, detailsTable, escapeHtml, htmlLines, link, mailDocument, paragraph } from '../../policy-papers/mail/mail-html';
import { signatureHtml, type MailContent } from '../../policy-papers/mail/policy-mail';
import { mailBrand, mailTexts } from '../../policy-papers/mail/mail-texts';

interface DeskMailTexts {
  offerSubject: (insurer: string, product: string) => string;
  offerIntro: (insurer: string, product: string) => string;
  validUntil: string;
  offerLink: string;
  declinedSubject: (insurer: string, product: string) => string;
  declinedIntro: (insurer: string, product: string) => string;
  reason: string;
  otherOffers: string;
}

const texts: Record<Locale, DeskMailTexts> = {
  et: {
    offerSubject: (insurer, product) => `${insurer} pakkumine: ${product}`,
    offerIntro: (insurer, product) => `Meie maakler sai teie päringule kindlustusandjalt ${insurer} pakkumise (${product}):`,
    validUntil: 'Pakkumine kehtib kuni',
    offerLink: 'Vaadake pakkumist ja valige see siit:',
    declinedSubject: (insurer, product) => `${insurer} ei tee pakkumist: ${product}`,
    declinedIntro: (insurer, product) => `Kindlustusandja ${insurer} ei tee teie päringule pakkumist (${product}).`,
    reason: 'Põhjus',
    otherOffers: 'Teiste kindlustusandjate pakkumised ja uue päringu leiate siit:',
  },
  ru: {
    offerSubject: (insurer, product) => `Предложение ${insurer}: ${product}`,
    offerIntro: (insurer, product) => `Наш брокер получил на ваш запрос предложение страховщика ${insurer} (${product}):`,
    validUntil: 'Предложение действует до',
    offerLink: 'Посмотреть и выбрать предложение:',
    declinedSubject: (insurer, product) => `${insurer} не делает предложения: ${product}`,
    declinedIntro: (insurer, product) => `Страховщик ${insurer} не делает предложения на ваш запрос (${product}).`,
    reason: 'Причина',
    otherOffers: 'Предложения других страховщиков и новый запрос:',
  },
  en: {
    offerSubject: (insurer, product) => `Offer from ${insurer}: ${product}`,
    offerIntro: (insurer, product) => `Our broker has received an offer from ${insurer} for your request (${product}):`,
    validUntil: 'The offer is valid until',
    offerLink: 'See the offer and choose it here:',
    declinedSubject: (insurer, product) => `${insurer} makes no offer: ${product}`,
    declinedIntro: (insurer, product) => `${insurer} makes no offer for your request (${product}).`,
    reason: 'Reason',
    otherOffers: 'Other insurers’ offers and a new request:',
  },
};

export interface DeskMailLine {
  product: ProductKey;
  insurerName: string;
  outcome: 'offer' | 'declined';
  premium?: number;
  /** Tallinn calendar date the offer is valid until (YYYY-MM-DD). */
  validUntil?: string;
  declineNote?: string;
}

/** The answer's e-mail; `url`: the offer's page (an offer) or the quote form's (a decline). */
export function deskAnswerMail(language: Locale, terms: TermWords, line: DeskMailLine, url: string): MailContent {
  const t = texts[language];
  const product = productName(terms, line.product);
  const offered = line.outcome === 'offer';
  const subject = offered ? t.offerSubject(line.insurerName, product) : t.declinedSubject(line.insurerName, product);
  const intro = offered ? t.offerIntro(line.insurerName, product) : t.declinedIntro(line.insurerName, product);
  const rows: Array<[string, string]> = offered
    ? [[mailTexts[language].premium, formatEuros(line.premium ?? 0, language)], [t.validUntil, dottedDate(line.validUntil ?? '')]]
    : [[t.reason, line.declineNote ?? '']];
  const linkLabel = offered ? t.offerLink : t.otherOffers;
  return {
    subject,
    text: [mailTexts[language].greeting(''), '', intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', linkLabel, url, '', mailTexts[language].signature, ''].join('\n'),
    html: mailDocument(language, subject, mailBrand, [
      paragraph(escapeHtml(mailTexts[language].greeting(''))),
      paragraph(escapeHtml(intro)),
      box([boxHeading(`${line.insurerName} · ${product}`), detailsTable(rows.map(([label, value]) => [label, htmlLines(value)]))].join('\n')),
      paragraph(`${escapeHtml(linkLabel)}<br>\n${link(url)}`),
      signatureHtml(language),
    ].join('\n')),
  };
}
