/**
 * The policy document's own words (headings, notes), in Estonian, Russian and English. The insurance terms it
 * prints (product, covers, deductibles, extras, territory) are the CMS's, as the site showed them: see terms/.
 */
import type { Locale } from '@kindlustus/routes';
import { pluralCategory } from '@kindlustus/domain';

export interface DocumentTexts {
  title: string;
  policyNumber: string;
  broker: string;
  policyholder: string;
  name: string;
  code: string;
  /** Who bought for a company policyholder. */
  actingPerson: string;
  insuredObject: string;
  insurerAndProduct: string;
  insurer: string;
  product: string;
  period: string;
  periodNote: string;
  cover: string;
  coverRisk: string;
  coverIncluded: string;
  coverLimit: string;
  yes: string;
  no: string;
  deductibles: string;
  deductibleKind: string;
  deductibleValue: string;
  /** A deductible given both as a percentage and as a minimum amount. */
  percentWithMinimum: (percent: string, amount: string) => string;
  noDeductibles: string;
  territory: string;
  extras: string;
  extra: string;
  extraDuration: string;
  amount: string;
  days: (count: number) => string;
  premiumSection: string;
  premium: string;
  extrasTotal: string;
  totalPayable: string;
  schedule: string;
  instalment: string;
  dueDate: string;
  scheduleTotal: string;
  issuedAt: (date: string, time: string) => string;
  vatNote: string;
  page: (page: number, pages: number) => string;
  /** Written where a value is not applicable (no limit, no duration). */
  none: string;
}

const russianDayForms: Record<string, string> = { one: 'день', few: 'дня', many: 'дней', other: 'дня' };

export const documentTexts: Record<Locale, DocumentTexts> = {
  et: {
    title: 'Kindlustuspoliis',
    policyNumber: 'Poliisi number',
    broker: 'Kindlustusmaakler',
    policyholder: 'Kindlustusvõtja',
    name: 'Nimi',
    code: 'Isikukood või registrikood',
    actingPerson: 'Ettevõtte nimel tegutses',
    insuredObject: 'Kindlustusobjekt',
    insurerAndProduct: 'Kindlustusandja ja kindlustusliik',
    insurer: 'Kindlustusandja',
    product: 'Kindlustusliik',
    period: 'Kindlustusperiood',
    periodNote: 'Kindlustuskaitse kehtib mõlemal nimetatud päeval (kaasa arvatud).',
    cover: 'Kindlustuskaitse',
    coverRisk: 'Kindlustusjuhtum',
    coverIncluded: 'Kaitse',
    coverLimit: 'Hüvitispiir',
    yes: 'Jah',
    no: 'Ei',
    deductibles: 'Omavastutus',
    deductibleKind: 'Kahju liik',
    deductibleValue: 'Omavastutus',
    percentWithMinimum: (percent, amount) => `${percent}, vähemalt ${amount}`,
    noDeductibles: 'Omavastutust ei ole.',
    territory: 'Kehtivuspiirkond',
    extras: 'Lisateenused',
    extra: 'Teenus',
    extraDuration: 'Kestus',
    amount: 'Summa',
    days: (count) => `${count} ${count === 1 ? 'päev' : 'päeva'}`,
    premiumSection: 'Kindlustusmakse ja maksegraafik',
    premium: 'Kindlustusmakse kogu kindlustusperioodi eest',
    extrasTotal: 'Lisateenused kokku',
    totalPayable: 'Tasumisele kuulub kokku',
    schedule: 'Maksegraafik',
    instalment: 'Makse',
    dueDate: 'Maksetähtaeg',
    scheduleTotal: 'Kokku',
    issuedAt: (date, time) => `Poliis on väljastatud ${date} kell ${time} (Eesti aja järgi).`,
    vatNote: 'Kindlustusmaksed on Eestis käibemaksust vabastatud.',
    page: (page, pages) => `Lk ${page}/${pages}`,
    none: '–',
  },
  ru: {
    title: 'Страховой полис',
    policyNumber: 'Номер полиса',
    broker: 'Страховой брокер',
    policyholder: 'Страхователь',
    name: 'Имя или наименование',
    code: 'Личный/регистрационный код',
    actingPerson: 'От имени предприятия действовал(а)',
    insuredObject: 'Объект страхования',
    insurerAndProduct: 'Страховщик и вид страхования',
    insurer: 'Страховщик',
    product: 'Вид страхования',
    period: 'Период страхования',
    periodNote: 'Страховая защита действует включительно с первого по последний указанный день.',
    cover: 'Страховое покрытие',
    coverRisk: 'Страховой риск',
    coverIncluded: 'Покрытие',
    coverLimit: 'Лимит возмещения',
    yes: 'Да',
    no: 'Нет',
    deductibles: 'Франшиза',
    deductibleKind: 'Вид ущерба',
    deductibleValue: 'Франшиза',
    percentWithMinimum: (percent, amount) => `${percent}, но не менее ${amount}`,
    noDeductibles: 'Франшиза не применяется.',
    territory: 'Территория действия',
    extras: 'Дополнительные услуги',
    extra: 'Услуга',
    extraDuration: 'Срок',
    amount: 'Сумма',
    days: (count) => `${count} ${russianDayForms[pluralCategory(count, 'ru')] ?? 'дней'}`,
    premiumSection: 'Страховой взнос и график платежей',
    premium: 'Страховой взнос за весь период страхования',
    extrasTotal: 'Дополнительные услуги, всего',
    totalPayable: 'Итого к оплате',
    schedule: 'График платежей',
    instalment: 'Платёж',
    dueDate: 'Срок оплаты',
    scheduleTotal: 'Итого',
    issuedAt: (date, time) => `Полис выдан ${date} в ${time} (по эстонскому времени).`,
    vatNote: 'В Эстонии страховые взносы освобождены от налога с оборота (НДС).',
    page: (page, pages) => `Стр. ${page} из ${pages}`,
    none: '–',
  },
  en: {
    title: 'Insurance policy',
    policyNumber: 'Policy number',
    broker: 'Insurance broker',
    policyholder: 'Policyholder',
    name: 'Name',
    code: 'Personal or registry code',
    actingPerson: 'Acting for the company',
    insuredObject: 'Insured object',
    insurerAndProduct: 'Insurer and type of insurance',
    insurer: 'Insurer',
    product: 'Type of insurance',
    period: 'Period of insurance',
    periodNote: 'Cover applies from the first to the last day shown, both days included.',
    cover: 'Cover',
    coverRisk: 'Insured risk',
    coverIncluded: 'Covered',
    coverLimit: 'Limit of indemnity',
    yes: 'Yes',
    no: 'No',
    deductibles: 'Deductibles',
    deductibleKind: 'Type of loss',
    deductibleValue: 'Deductible',
    percentWithMinimum: (percent, amount) => `${percent}, at least ${amount}`,
    noDeductibles: 'No deductible applies.',
    territory: 'Territorial scope',
    extras: 'Additional services',
    extra: 'Service',
    extraDuration: 'Duration',
    amount: 'Amount',
    days: (count) => `${count} ${count === 1 ? 'day' : 'days'}`,
    premiumSection: 'Premium and payment schedule',
    premium: 'Premium for the whole period of insurance',
    extrasTotal: 'Additional services in total',
    totalPayable: 'Total payable',
    schedule: 'Payment schedule',
    instalment: 'Instalment',
    dueDate: 'Due date',
    scheduleTotal: 'Total',
    issuedAt: (date, time) => `Policy issued on ${date} at ${time} (Estonian time).`,
    vatNote: 'Insurance premiums are exempt from VAT in Estonia.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    none: '–',
  },
};
