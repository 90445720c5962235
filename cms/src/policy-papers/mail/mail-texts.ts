/**
 * Every word of the e-mails customers get about their policies, in Estonian, Russian and English.
 * Like the policy document's texts, they live beside the code that composes the message: the mail is
 * written by the server, not rendered by the site.
 */
import type { Locale } from '@kindlustus/routes';


/** The sender's name in the e-mails' header bar (the same in every language). */
export const mailBrand = 'Tarkus Kindlustusmaakler';

export interface MailTexts {
  greeting: (name: string) => string;
  policiesSubject: (count: number) => string;
  policiesIntro: (count: number) => string;
  policyNumber: string;
  insurer: string;
  insuredObject: string;
  period: string;
  premium: string;
  schedule: string;
  instalment: (number: number, dueDate: string, amount: string) => string;
  attachmentsNote: string;
  policiesLink: string;
  renewalSubject: (policyNumber: string, endDate: string) => string;
  renewalIntro: (endDate: string) => string;
  renewalLink: string;
  renewalNote: string;
  signature: string;
  refundSubject: (reference: string) => string;
  refundPaidTwice: (amount: string) => string;
  refundObjectInsured: (amount: string) => string;
  refundOfferExpired: (amount: string) => string;
  refundNote: string;
  orderReference: string;
}

export const mailTexts: Record<Locale, MailTexts> = {
  et: {
    greeting: (name) => (name ? `Tere, ${name}!` : 'Tere!'),
    policiesSubject: (count) => (count === 1 ? 'Teie poliis' : 'Teie poliisid'),
    policiesIntro: (count) => (count === 1 ? 'Täname makse eest. Teie poliis on välja antud:' : 'Täname makse eest. Teie poliisid on välja antud:'),
    policyNumber: 'Poliisi number',
    insurer: 'Kindlustusandja',
    insuredObject: 'Kindlustatud ese',
    period: 'Kindlustusperiood',
    premium: 'Kindlustusmakse',
    schedule: 'Maksegraafik',
    instalment: (number, dueDate, amount) => `${number}. makse ${dueDate}: ${amount}`,
    attachmentsNote: 'Poliiside dokumendid on lisatud PDF-failidena.',
    policiesLink: 'Kõik oma poliisid leiate iseteenindusest:',
    renewalSubject: (policyNumber, endDate) => `Poliis ${policyNumber} lõpeb ${endDate}`,
    renewalIntro: (endDate) => `Teie poliis lõpeb ${endDate}. Jätkake kindlustust: küsige uus pakkumine samade andmetega.`,
    renewalLink: 'Uus pakkumine eeltäidetud andmetega:',
    renewalNote: 'Link avab hinnapäringu vormi teie varasemate andmetega; enne pakkumiste küsimist saate neid muuta.',
    signature: 'Lugupidamisega\nTarkus Kindlustusmaakler',
    refundSubject: (reference) => `Tagastame makse: tellimus ${reference}`,
    refundPaidTwice: (amount) => `Makse laekus kaks korda; tagastame ${amount}.`,
    refundObjectInsured: (amount) => `Osa makstud poliise ei saanud välja anda, sest objekt oli vahepeal juba kindlustatud; tagastame ${amount}.`,
    refundOfferExpired: (amount) => `Makse laekus pärast pakkumise kehtivusaja lõppu ja kindlustusandja ei ole selle pakkumisega enam seotud, seega poliisi me sellel pakkumisel välja ei andnud; tagastame ${amount}. Uue pakkumise saate meie lehelt.`,
    refundNote: 'Raha kantakse tagasi kontole, millelt makse tehti. Teil ei ole vaja midagi teha.',
    orderReference: 'Tellimuse viide',
  },
  ru: {
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    policiesSubject: (count) => (count === 1 ? 'Ваш полис' : 'Ваши полисы'),
    policiesIntro: (count) => (count === 1 ? 'Спасибо за оплату. Ваш полис оформлен:' : 'Спасибо за оплату. Ваши полисы оформлены:'),
    policyNumber: 'Номер полиса',
    insurer: 'Страховщик',
    insuredObject: 'Объект страхования',
    period: 'Период страхования',
    premium: 'Страховой взнос',
    schedule: 'График платежей',
    instalment: (number, dueDate, amount) => `${number}-й платёж ${dueDate}: ${amount}`,
    attachmentsNote: 'Документы полисов приложены в формате PDF.',
    policiesLink: 'Все ваши полисы — в самообслуживании:',
    renewalSubject: (policyNumber, endDate) => `Полис ${policyNumber} заканчивается ${endDate}`,
    renewalIntro: (endDate) => `Ваш полис заканчивается ${endDate}. Продлите страхование: запросите новое предложение с теми же данными.`,
    renewalLink: 'Новое предложение с заполненными данными:',
    renewalNote: 'Ссылка открывает форму запроса цены с вашими прежними данными; перед запросом предложений их можно изменить.',
    signature: 'С уважением\nTarkus Kindlustusmaakler',
    refundSubject: (reference) => `Возврат платежа: заказ ${reference}`,
    refundPaidTwice: (amount) => `Платёж поступил дважды; мы вернём ${amount}.`,
    refundObjectInsured: (amount) => `Часть оплаченных полисов нельзя было оформить, так как объект тем временем уже застрахован; мы вернём ${amount}.`,
    refundOfferExpired: (amount) => `Платёж поступил после окончания срока действия предложения, и страховщик больше не связан этим предложением, поэтому полис по нему не оформлен; мы вернём ${amount}. Новое предложение можно получить на нашем сайте.`,
    refundNote: 'Деньги вернутся на счёт, с которого был сделан платёж. Вам ничего делать не нужно.',
    orderReference: 'Номер заказа',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    policiesSubject: (count) => (count === 1 ? 'Your policy' : 'Your policies'),
    policiesIntro: (count) => (count === 1 ? 'Thank you for your payment. Your policy has been issued:' : 'Thank you for your payment. Your policies have been issued:'),
    policyNumber: 'Policy number',
    insurer: 'Insurer',
    insuredObject: 'Insured object',
    period: 'Period of cover',
    premium: 'Premium',
    schedule: 'Payment schedule',
    instalment: (number, dueDate, amount) => `Instalment ${number} on ${dueDate}: ${amount}`,
    attachmentsNote: 'The policy documents are attached as PDF files.',
    policiesLink: 'All your policies are in your account:',
    renewalSubject: (policyNumber, endDate) => `Policy ${policyNumber} ends on ${endDate}`,
    renewalIntro: (endDate) => `Your policy ends on ${endDate}. Keep your cover: ask for a new quote with the same details.`,
    renewalLink: 'A new quote with your details filled in:',
    renewalNote: 'The link opens the quote form with your earlier answers; you can change them before asking for offers.',
    signature: 'Kind regards\nTarkus Kindlustusmaakler',
    refundSubject: (reference) => `Refund of your payment: order ${reference}`,
    refundPaidTwice: (amount) => `The payment was received twice; we will return ${amount}.`,
    refundObjectInsured: (amount) => `Some of what you paid for could not be issued because the object had been insured meanwhile; we will return ${amount}.`,
    refundOfferExpired: (amount) => `The payment arrived after the offer's validity had ended and the insurer no longer stands by that offer, so no policy was issued on it; we will return ${amount}. You can get a new offer on our site.`,
    refundNote: 'The money goes back to the account it was paid from. You need not do anything.',
    orderReference: 'Order reference',
  },
};
