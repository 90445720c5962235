import type { Locale } from '@kindlustus/routes';
import type { PaymentStatus } from './payment-provider';

/** The pages of the payment sandbox: bank choice, a closed payment, an error. Inline CSS, no scripts. */
export interface PageLineItem {
  name: string;
  quantity: number;
  /** Euros per unit, as on the wire. */
  finalPrice: number;
}

export interface PageOrder {
  merchantName: string;
  merchantReference: string;
  locale: Locale;
  /** Euros, as on the wire. */
  grandTotal: number;
  lineItems: PageLineItem[];
  status: PaymentStatus;
  preferredProvider?: string;
}

export const sandboxBanks = [
  { code: 'HABAEE2X', name: 'Swedbank' },
  { code: 'EEUHEE2X', name: 'SEB' },
  { code: 'LHVBEE22', name: 'LHV' },
  { code: 'RIKOEE22', name: 'Luminor' },
  { code: 'EKRDEE22', name: 'Coop Pank' },
  { code: 'PARXEE22', name: 'Citadele' },
] as const;
export type SandboxBank = (typeof sandboxBanks)[number];

/** By BIC (as Montonio's preferredProvider) or by name, ignoring case. */
export function findSandboxBank(value: string | undefined): SandboxBank | undefined {
  const wanted = value?.trim().toLowerCase();
  return wanted ? sandboxBanks.find((bank) => bank.code.toLowerCase() === wanted || bank.name.toLowerCase() === wanted) : undefined;
}

interface PageTexts {
  payment: string;
  sandboxNotice: string;
  payee: string;
  order: string;
  total: string;
  items: string;
  item: string;
  quantity: string;
  lineTotal: string;
  chooseBank: string;
  pay: (amount: string) => string;
  payLater: string;
  cancel: string;
  notOpen: string;
  status: string;
  statuses: Record<PaymentStatus, string>;
  backToMerchant: string;
  notFound: string;
  notFoundDetail: string;
  unknownBank: string;
  unknownBankDetail: string;
  backToPayment: string;
}

const texts: Record<Locale, PageTexts> = {
  et: {
    payment: 'Makse',
    sandboxNotice: 'Liivakast: see on testmakse, päris raha ei liigu.',
    payee: 'Makse saaja',
    order: 'Tellimus',
    total: 'Kokku',
    items: 'Tellimuse sisu',
    item: 'Nimetus',
    quantity: 'Kogus',
    lineTotal: 'Summa',
    chooseBank: 'Vali pank',
    pay: (amount) => `Maksa ${amount}`,
    payLater: 'Maksa (pank kinnitab hiljem)',
    cancel: 'Katkesta makse',
    notOpen: 'See makse ei ole enam avatud.',
    status: 'Makse olek',
    statuses: {
      PENDING: 'Ootel', PAID: 'Makstud', AUTHORIZED: 'Autoriseeritud', VOIDED: 'Tühistatud',
      ABANDONED: 'Katkestatud', REFUNDED: 'Tagastatud', PARTIALLY_REFUNDED: 'Osaliselt tagastatud',
    },
    backToMerchant: 'Tagasi kaupmehe lehele',
    notFound: 'Makset ei leitud',
    notFoundDetail: 'Sellist makset ei ole või on link vigane.',
    unknownBank: 'Panka ei valitud',
    unknownBankDetail: 'Vali pank loetelust ja proovi uuesti.',
    backToPayment: 'Tagasi makse juurde',
  },
  ru: {
    payment: 'Оплата',
    sandboxNotice: 'Песочница: это тестовый платёж, настоящие деньги не списываются.',
    payee: 'Получатель платежа',
    order: 'Заказ',
    total: 'Итого',
    items: 'Состав заказа',
    item: 'Наименование',
    quantity: 'Кол-во',
    lineTotal: 'Сумма',
    chooseBank: 'Выберите банк',
    pay: (amount) => `Оплатить ${amount}`,
    payLater: 'Оплатить (банк подтвердит позже)',
    cancel: 'Отменить платёж',
    notOpen: 'Этот платёж уже закрыт.',
    status: 'Статус платежа',
    statuses: {
      PENDING: 'Ожидает оплаты', PAID: 'Оплачен', AUTHORIZED: 'Авторизован', VOIDED: 'Аннулирован',
      ABANDONED: 'Прерван', REFUNDED: 'Возвращён', PARTIALLY_REFUNDED: 'Частично возвращён',
    },
    backToMerchant: 'Вернуться на сайт продавца',
    notFound: 'Платёж не найден',
    notFoundDetail: 'Такого платежа нет, или ссылка неверна.',
    unknownBank: 'Банк не выбран',
    unknownBankDetail: 'Выберите банк из списка и попробуйте ещё раз.',
    backToPayment: 'Вернуться к оплате',
  },
  en: {
    payment: 'Payment',
    sandboxNotice: 'Sandbox: this is a test payment, no real money is moved.',
    payee: 'Payee',
    order: 'Order',
    total: 'Total',
    items: 'Order items',
    item: 'Item',
    quantity: 'Quantity',
    lineTotal: 'Amount',
    chooseBank: 'Choose your bank',
    pay: (amount) => `Pay ${amount}`,
    payLater: 'Pay (the bank confirms later)',
    cancel: 'Cancel payment',
    notOpen: 'This payment is no longer open.',
    status: 'Payment status',
    statuses: {
      PENDING: 'Pending', PAID: 'Paid', AUTHORIZED: 'Authorised', VOIDED: 'Voided',
      ABANDONED: 'Abandoned', REFUNDED: 'Refunded', PARTIALLY_REFUNDED: 'Partially refunded',
    },
    backToMerchant: 'Back to the merchant',
    notFound: 'Payment not found',
    notFoundDetail: 'There is no such payment, or the link is wrong.',
    unknownBank: 'No bank chosen',
    unknownBankDetail: 'Choose a bank from the list and try again.',
    backToPayment: 'Back to the payment',
  },
};

const nbsp = '\u00a0';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Written out rather than left to Intl, whose output depends on the ICU data node was built with.
 * Estonian groups thousands only from five digits on (1234,56 € but 12 345,67 €), like CLDR.
 */
export function formatEuros(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(cents) / 100));
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const group = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  if (locale === 'en') return `${sign}€${group(',')}.${fraction}`;
  const grouped = locale === 'et' && whole.length < 5 ? whole : group(nbsp);
  return `${sign}${grouped},${fraction}${nbsp}€`;
}

const formatEurosOnWire = (euros: number, locale: Locale) => formatEuros(Math.round(euros * 100), locale);
const formatQuantity = (quantity: number, locale: Locale) => (locale === 'en' ? String(quantity) : String(quantity).replace('.', ','));

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
.sandbox{margin:0;padding:.75rem 1rem;background:#fef3c7;border-bottom:2px solid #b45309;color:#78350f;text-align:center;font-weight:600}
main{max-width:34rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{margin:0 0 1rem;font-size:1.5rem}
.payee{margin:0;color:#4b5563;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}
dd{margin:0;font-weight:600}
.amount{font-size:1.25rem}
table{width:100%;border-collapse:collapse;margin:0 0 1.25rem}
caption{text-align:left;font-weight:600;margin-bottom:.25rem}
th,td{padding:.375rem .25rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
.number{text-align:right;white-space:nowrap}
fieldset{margin:0 0 1.25rem;padding:0;border:0}
legend{font-weight:600;margin-bottom:.5rem}
.bank{display:flex;align-items:center;gap:.75rem;padding:.625rem .75rem;margin-bottom:.5rem;border:1px solid #9ca3af;border-radius:.375rem}
.bank:has(input:checked){border-color:#1d4ed8;background:#eff6ff}
.bank input{width:1.25rem;height:1.25rem;margin:0}
.bank label{flex:1;cursor:pointer}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.625rem 1.25rem;border-radius:.375rem;border:2px solid #1d4ed8;cursor:pointer}
button[value=pay]{background:#1d4ed8;color:#fff}
button[value=cancel],button[value=payLater]{background:#fff;color:#1f2937;border-color:#6b7280}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
`;

function htmlDocument(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<p class="sandbox" role="note">${escapeHtml(texts[locale].sandboxNotice)}</p>
<main>
${body}
</main>
</body>
</html>
`;
}

function summary(order: PageOrder): string {
  const t = texts[order.locale];
  return `<p class="payee">${escapeHtml(t.payee)}</p>
<h1>${escapeHtml(order.merchantName)}</h1>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(order.merchantReference)}</dd>
<dt>${escapeHtml(t.total)}</dt><dd class="amount">${escapeHtml(formatEurosOnWire(order.grandTotal, order.locale))}</dd>
</dl>`;
}

/** The page where the customer picks a bank and pays or cancels; the form posts back to its own URL. */
export function paymentPage(order: PageOrder): string {
  const t = texts[order.locale];
  const preferred = findSandboxBank(order.preferredProvider) ?? sandboxBanks[0];
  const rows = order.lineItems
    .map((line) => `<tr><td>${escapeHtml(line.name)}</td><td class="number">${escapeHtml(formatQuantity(line.quantity, order.locale))}</td><td class="number">${escapeHtml(formatEurosOnWire(line.finalPrice * line.quantity, order.locale))}</td></tr>`)
    .join('\n');
  const banks = sandboxBanks
    .map((bank) => `<div class="bank"><input type="radio" id="bank-${bank.code}" name="bank" value="${bank.code}"${bank === preferred ? ' checked' : ''}><label for="bank-${bank.code}">${escapeHtml(bank.name)}</label></div>`)
    .join('\n');
  return htmlDocument(
    order.locale,
    `${t.payment} – ${order.merchantName}`,
    `${summary(order)}
<table>
<caption>${escapeHtml(t.items)}</caption>
<thead><tr><th scope="col">${escapeHtml(t.item)}</th><th scope="col" class="number">${escapeHtml(t.quantity)}</th><th scope="col" class="number">${escapeHtml(t.lineTotal)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<form method="post">
<fieldset>
<legend>${escapeHtml(t.chooseBank)}</legend>
${banks}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay(formatEurosOnWire(order.grandTotal, order.locale)))}</button>
<button type="submit" name="action" value="payLater">${escapeHtml(t.payLater)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`,
  );
}

/** For a payment that is no longer pending: its status and the way back, with a fresh token. */
export function closedPaymentPage(order: PageOrder, returnLink: string): string {
  const t = texts[order.locale];
  return htmlDocument(
    order.locale,
    `${t.payment} – ${order.merchantName}`,
    `${summary(order)}
<p>${escapeHtml(t.notOpen)}</p>
<p>${escapeHtml(t.status)}: <strong>${escapeHtml(t.statuses[order.status])}</strong></p>
<p><a href="${escapeHtml(returnLink)}">${escapeHtml(t.backToMerchant)}</a></p>`,
  );
}

export function notFoundPage(locale: Locale): string {
  const t = texts[locale];
  return htmlDocument(locale, t.notFound, `<h1>${escapeHtml(t.notFound)}</h1>\n<p>${escapeHtml(t.notFoundDetail)}</p>`);
}

/** A pay without a bank of the list: only a hand-made request gets here, the form always has one chosen. */
export function unknownBankPage(locale: Locale, paymentPath: string): string {
  const t = texts[locale];
  return htmlDocument(
    locale,
    t.unknownBank,
    `<h1>${escapeHtml(t.unknownBank)}</h1>\n<p>${escapeHtml(t.unknownBankDetail)}</p>\n<p><a href="${escapeHtml(paymentPath)}">${escapeHtml(t.backToPayment)}</a></p>`,
  );
}
