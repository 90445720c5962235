/** The invoice's own words (its PDF and its e-mail) in Estonian, Russian and English. */
import type { Locale } from '@kindlustus/routes';

export interface InvoiceTexts {
  title: string;
  number: string;
  issuedOn: string;
  dueDate: string;
  seller: string;
  buyer: string;
  registryCode: string;
  account: string;
  bank: string;
  reference: string;
  paying: string;
  /** How to pay: the amount, the account and the reference. */
  howToPay: string;
  line: string;
  period: string;
  amount: string;
  vatIncluded: (amount: string) => string;
  total: string;
  /** Insurance is VAT-exempt; a service sold with it carries VAT, shown on its line. */
  vatNote: string;
  unpaidNote: string;
  page: (page: number, pages: number) => string;
  mailSubject: (number: string) => string;
  mailBody: (args: { number: string; total: string; iban: string; reference: string; dueDate: string; seller: string }) => string;
}

export const invoiceTexts: Record<Locale, InvoiceTexts> = {
  et: {
    title: 'Arve',
    number: 'Arve number',
    issuedOn: 'Arve kuupäev',
    dueDate: 'Maksetähtaeg',
    seller: 'Müüja',
    buyer: 'Ostja',
    registryCode: 'Registrikood',
    account: 'Arveldusarve',
    bank: 'Pank',
    reference: 'Viitenumber',
    paying: 'Maksmine',
    howToPay: 'Palun tasuge arve ülekandega ülaltoodud arveldusarvele, märkides viitenumbri. Makse loetakse laekunuks, kui summa ja viitenumber klapivad.',
    line: 'Kindlustus',
    period: 'Kindlustusperiood',
    amount: 'Summa',
    vatIncluded: (amount) => `sh käibemaks ${amount}`,
    total: 'Tasuda kokku',
    vatNote: 'Kindlustusmakse on käibemaksust vabastatud (käibemaksuseaduse § 16 lg 2 p 1).',
    unpaidNote: 'Poliis hakkab kehtima pärast arve tasumist. Kui arvet ei ole maksetähtajaks tasutud, poliisi ei väljastata.',
    page: (page, pages) => `Lk ${page}/${pages}`,
    mailSubject: (number) => `Arve ${number}`,
    mailBody: ({ number, total, iban, reference, dueDate, seller }) => [
      'Tere!', '', `Saadame arve ${number} kindlustuse eest (PDF manuses).`, '',
      `Summa: ${total}`, `Arveldusarve: ${iban}`, `Viitenumber: ${reference}`, `Maksetähtaeg: ${dueDate}`, '',
      'Poliis väljastatakse, kui makse on laekunud. Palun märkige makse juurde kindlasti viitenumber.', '', seller,
    ].join('\n'),
  },
  ru: {
    title: 'Счёт',
    number: 'Номер счёта',
    issuedOn: 'Дата счёта',
    dueDate: 'Срок оплаты',
    seller: 'Продавец',
    buyer: 'Покупатель',
    registryCode: 'Регистрационный код',
    account: 'Расчётный счёт',
    bank: 'Банк',
    reference: 'Номер ссылки',
    paying: 'Оплата',
    howToPay: 'Пожалуйста, оплатите счёт переводом на указанный расчётный счёт с номером ссылки. Платёж засчитывается, когда совпадают сумма и номер ссылки.',
    line: 'Страхование',
    period: 'Период страхования',
    amount: 'Сумма',
    vatIncluded: (amount) => `в т. ч. НДС ${amount}`,
    total: 'Итого к оплате',
    vatNote: 'Страховой взнос освобождён от НДС (Закон о НДС, § 16 ч. 2 п. 1).',
    unpaidNote: 'Полис вступает в силу после оплаты счёта. Если счёт не оплачен к сроку, полис не выдаётся.',
    page: (page, pages) => `Стр. ${page}/${pages}`,
    mailSubject: (number) => `Счёт ${number}`,
    mailBody: ({ number, total, iban, reference, dueDate, seller }) => [
      'Здравствуйте!', '', `Высылаем счёт ${number} за страхование (PDF во вложении).`, '',
      `Сумма: ${total}`, `Расчётный счёт: ${iban}`, `Номер ссылки: ${reference}`, `Срок оплаты: ${dueDate}`, '',
      'Полис выдаётся после поступления платежа. Пожалуйста, обязательно укажите номер ссылки.', '', seller,
    ].join('\n'),
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issuedOn: 'Invoice date',
    dueDate: 'Due date',
    seller: 'Seller',
    buyer: 'Buyer',
    registryCode: 'Registry code',
    account: 'Bank account',
    bank: 'Bank',
    reference: 'Reference number',
    paying: 'Payment',
    howToPay: 'Please pay by bank transfer to the account above with the reference number. The payment counts once its amount and reference number match.',
    line: 'Insurance',
    period: 'Period of cover',
    amount: 'Amount',
    vatIncluded: (amount) => `incl. VAT ${amount}`,
    total: 'Total to pay',
    vatNote: 'Insurance premiums are exempt from VAT (Estonian VAT Act § 16(2)(1)).',
    unpaidNote: 'The policy starts once the invoice is paid. An invoice unpaid by its due date is not followed by a policy.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    mailSubject: (number) => `Invoice ${number}`,
    mailBody: ({ number, total, iban, reference, dueDate, seller }) => [
      'Hello,', '', `Here is invoice ${number} for your insurance (the PDF is attached).`, '',
      `Amount: ${total}`, `Bank account: ${iban}`, `Reference number: ${reference}`, `Due date: ${dueDate}`, '',
      'The policy is issued once the payment has arrived. Please give the reference number with the payment.', '', seller,
    ].join('\n'),
  },
};
