/**
 * Every word printed on a policy document, in Estonian, Russian and English.
 *
 * Cover, deductible, extra and territory keys are the ones the insurers answer with
 * (see adapters/insurers/tariff-engine.ts); a key without a label is printed as the key itself,
 * so a new cover from an insurer still shows up instead of disappearing.
 */
import type { Locale } from '@kindlustus/routes';
import { pluralCategory, type ProductKey } from '@kindlustus/domain';

export interface DocumentTexts {
  title: string;
  policyNumber: string;
  broker: string;
  policyholder: string;
  name: string;
  code: string;
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

type Labels = Record<Locale, string>;

export const productNames: Record<ProductKey, Labels> = {
  casco: { et: 'Kaskokindlustus', ru: 'Страхование каско', en: 'Motor own damage insurance (casco)' },
  traffic: { et: 'Liikluskindlustus', ru: 'Страхование дорожного движения', en: 'Motor third-party liability insurance' },
  home: { et: 'Kodukindlustus', ru: 'Страхование дома', en: 'Home insurance' },
  'forestry-machine': { et: 'Metsamasina kindlustus', ru: 'Страхование лесной техники', en: 'Forestry machine insurance' },
  'employer-health': { et: 'Töötajate tervisekindlustus', ru: 'Медицинское страхование работников', en: 'Employee health insurance' },
};

const coverLabels: Record<string, Labels> = {
  // casco
  collision: { et: 'Liiklusõnnetus', ru: 'Дорожно-транспортное происшествие', en: 'Collision' },
  theft: { et: 'Vargus', ru: 'Кража', en: 'Theft' },
  fire: { et: 'Tulekahju', ru: 'Пожар', en: 'Fire' },
  naturalEvents: { et: 'Loodusõnnetus', ru: 'Стихийное бедствие', en: 'Natural events' },
  glass: { et: 'Klaasikahju', ru: 'Повреждение стёкол', en: 'Glass damage' },
  vandalism: { et: 'Vandalism', ru: 'Вандализм', en: 'Vandalism' },
  newValue: { et: 'Uushinnahüvitis', ru: 'Возмещение по стоимости нового', en: 'New value compensation' },
  // traffic
  propertyDamage: { et: 'Varakahju', ru: 'Имущественный ущерб', en: 'Property damage' },
  personalInjury: { et: 'Isikukahju', ru: 'Вред жизни и здоровью', en: 'Personal injury' },
  greenCard: { et: 'Roheline kaart', ru: 'Зелёная карта', en: 'Green Card' },
  // home
  building: { et: 'Hoone', ru: 'Здание', en: 'Building' },
  movables: { et: 'Kodune vallasvara', ru: 'Домашнее движимое имущество', en: 'Home contents' },
  liability: { et: 'Tsiviilvastutus', ru: 'Гражданская ответственность', en: 'Third-party liability' },
  water: { et: 'Veekahju', ru: 'Ущерб от воды', en: 'Water damage' },
  storm: { et: 'Torm', ru: 'Буря', en: 'Storm' },
  // forestry machine
  accident: { et: 'Õnnetusjuhtumist tekkinud kahju', ru: 'Ущерб в результате аварии', en: 'Accidental damage' },
  accessories: { et: 'Lisaseadmed', ru: 'Дополнительное оборудование', en: 'Accessories and attachments' },
  downtime: { et: 'Seisakuhüvitis', ru: 'Компенсация простоя', en: 'Downtime allowance' },
  // employer health
  outpatient: { et: 'Ambulatoorne ravi', ru: 'Амбулаторное лечение', en: 'Outpatient care' },
  dental: { et: 'Hambaravi', ru: 'Лечение зубов', en: 'Dental care' },
  glasses: { et: 'Prillid ja kontaktläätsed', ru: 'Очки и контактные линзы', en: 'Glasses and contact lenses' },
  medicines: { et: 'Retseptiravimid', ru: 'Рецептурные лекарства', en: 'Prescription medicines' },
};

/** The same key means something narrower in some products. */
const productCoverLabels: Partial<Record<ProductKey, Record<string, Labels>>> = {
  casco: { theft: { et: 'Sõiduki vargus', ru: 'Кража транспортного средства', en: 'Theft of the vehicle' } },
  home: { theft: { et: 'Vallasvara vargus', ru: 'Кража имущества', en: 'Theft of contents' } },
  'forestry-machine': { theft: { et: 'Masina vargus', ru: 'Кража техники', en: 'Theft of the machine' } },
};

const deductibleLabels: Record<string, Labels> = {
  main: { et: 'Põhiomavastutus', ru: 'Основная франшиза', en: 'Standard deductible' },
  glass: { et: 'Klaasikahju', ru: 'Повреждение стёкол', en: 'Glass damage' },
  theft: { et: 'Vargus', ru: 'Кража', en: 'Theft' },
  coPay: { et: 'Omaosalus raviarvetest', ru: 'Собственное участие в оплате лечения', en: 'Co-payment on medical bills' },
};

const extraLabels: Record<string, Labels> = {
  greenCard: { et: 'Roheline kaart', ru: 'Зелёная карта', en: 'Green Card' },
  replacementCar: { et: 'Asendusauto', ru: 'Подменный автомобиль', en: 'Replacement car' },
  claimsHelp: { et: 'Abi kahjukäsitlusel', ru: 'Помощь при урегулировании убытков', en: 'Claims handling assistance' },
  roadsideAssistance: { et: 'Autoabi', ru: 'Помощь на дороге', en: 'Roadside assistance' },
};

const territoryLabels: Record<string, Labels> = {
  estonia: { et: 'Eesti', ru: 'Эстония', en: 'Estonia' },
  baltics: { et: 'Eesti, Läti ja Leedu', ru: 'Эстония, Латвия и Литва', en: 'Estonia, Latvia and Lithuania' },
  europe: { et: 'Euroopa', ru: 'Европа', en: 'Europe' },
};

/** Own keys only: a key such as 'constructor' must not find something on Object.prototype. */
function label(map: Record<string, Labels> | undefined, key: string, language: Locale): string | undefined {
  return map && Object.prototype.hasOwnProperty.call(map, key) ? map[key]?.[language] : undefined;
}

export function productName(product: ProductKey, language: Locale): string {
  return productNames[product]?.[language] ?? product;
}

export function coverLabel(key: string, language: Locale, product?: ProductKey): string {
  return label(product ? productCoverLabels[product] : undefined, key, language) ?? label(coverLabels, key, language) ?? key;
}

export function deductibleLabel(key: string, language: Locale): string {
  return label(deductibleLabels, key, language) ?? key;
}

export function extraLabel(key: string, language: Locale): string {
  return label(extraLabels, key, language) ?? key;
}

export function territoryLabel(key: string, language: Locale): string {
  return label(territoryLabels, key, language) ?? key;
}
