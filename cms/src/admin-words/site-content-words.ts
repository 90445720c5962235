import type { ModelWords } from './words';

const inEachLanguage = 'Igas keeles (et, ru, en) eraldi.';
const routeKeyHelp = 'Lehe võti saidi aadresside tabelis (packages/routes), nt "home" või "product.casco". Kohustuslik.';

export const pageWords: ModelWords = {
  uid: 'api::page.page',
  mainField: 'title',
  list: ['title', 'routeKey', 'updatedAt'],
  sortBy: 'title',
  sortOrder: 'ASC',
  fields: {
    routeKey: { label: 'Lehe võti', help: routeKeyHelp },
    title: { label: 'Pealkiri', help: `Lehe pealkiri brauseri sakil ja otsingumootoris. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    metaDescription: { label: 'Kirjeldus otsingumootorile', help: `Kuni 200 märki. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    blocks: { label: 'Lehe plokid', help: 'Lehe sisu ülalt alla: lisa, järjesta ja muuda plokke.' },
  },
};

export const productWords: ModelWords = {
  uid: 'api::product.product',
  mainField: 'name',
  list: ['name', 'key', 'routeKey', 'updatedAt'],
  sortBy: 'name',
  sortOrder: 'ASC',
  fields: {
    key: { label: 'Toote võti', help: 'Milline toode see on (casco, traffic, home, forestry-machine, employer-health). Kohustuslik.' },
    routeKey: { label: 'Lehe võti', help: routeKeyHelp },
    name: { label: 'Nimi', help: `Toote nimi nagu klient seda loeb, kuni 80 märki. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    pitch: { label: 'Lühitutvustus', help: `Üks-kaks lauset toote kaardil, kuni 300 märki. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    covered: { label: 'Mida kindlustus katab', help: 'Omadused toote lehel: pealkiri ja lühike tekst.' },
    faq: { label: 'Korduma kippuvad küsimused', help: 'Küsimus ja vastus toote lehel.' },
  },
};

export const globalWords: ModelWords = {
  uid: 'api::global.global',
  fields: {
    brandName: { label: 'Ettevõtte nimi', help: 'Päises ja jaluses. Kohustuslik enne avaldamist.' },
    tagline: { label: 'Hüüdlause' },
    navigation: { label: 'Menüü', help: 'Päise lingid: nimi ja lehe võti.' },
    footerText: { label: 'Jaluse tekst' },
    contactLines: { label: 'Kontaktread', help: 'Jaluse kontaktid: nimetus, väärtus ja soovi korral link (tel:, mailto:, https://).' },
    uiTexts: { label: 'Liidese tekstid', help: 'Saidi nuppude, vormide ja teadete tekstid võtme järgi (JSON). Kohustuslik enne avaldamist. Muuda ainult väärtusi, mitte võtmeid.' },
  },
};

export const officeWords: ModelWords = {
  uid: 'api::office.office',
  mainField: 'name',
  list: ['name', 'city', 'phone', 'email'],
  sortBy: 'name',
  sortOrder: 'ASC',
  fields: {
    key: { label: 'Kontori võti', help: 'Lühinimi, mille järgi maaklerilaud kontori leiab, nt "tartu". Kohustuslik.' },
    name: { label: 'Nimi', help: 'Kohustuslik enne avaldamist.' },
    city: { label: 'Linn', help: 'Kohustuslik enne avaldamist.' },
    address: { label: 'Aadress', help: 'Kohustuslik enne avaldamist.' },
    phone: { label: 'Telefon', help: 'Kohustuslik.' },
    email: { label: 'E-post', help: 'Siia saadetakse kontori maaklerilaua kirjad. Kohustuslik.' },
    openingHours: { label: 'Lahtiolekuajad', help: 'Päevad ja kellaajad, nt "E–R" ja "9–17".' },
    latitude: { label: 'Laiuskraad', help: 'Kaardi jaoks, nt 58.3776.' },
    longitude: { label: 'Pikkuskraad', help: 'Kaardi jaoks, nt 26.7290.' },
  },
};

export const insurerWords: ModelWords = {
  uid: 'api::insurer.insurer',
  mainField: 'name',
  list: ['name', 'code', 'updatedAt'],
  sortBy: 'name',
  sortOrder: 'ASC',
  fields: {
    code: { label: 'Kindlustusandja kood', help: 'Kood, millega liides ja tariifid kindlustusandja leiavad; ära muuda. Kohustuslik.' },
    name: { label: 'Nimi', help: 'Ametlik nimi, nt "Saarte Kindlustus AS". Kohustuslik.' },
    logo: { label: 'Logo', help: 'SVG või PNG; näidatakse pakkumiste juures.' },
    licence: { label: 'Tegevusluba', help: 'Finantsinspektsiooni tegevusloa andmed.' },
    offerings: { label: 'Müüdavad tooted', help: 'Iga toote kohta: kas hind tuleb liidesest (api), tariifist (tariff) või maaklerilauast (desk).' },
  },
};

export const insuranceDocumentWords: ModelWords = {
  uid: 'api::insurance-document.insurance-document',
  mainField: 'title',
  list: ['title', 'insurer', 'productKey', 'kind', 'language', 'appliesFrom'],
  sortBy: 'appliesFrom',
  sortOrder: 'DESC',
  fields: {
    title: { label: 'Pealkiri', help: 'Nagu klient seda loeb. Kohustuslik.' },
    insurer: { label: 'Kindlustusandja' },
    productKey: { label: 'Toode', help: 'Millise toote dokument see on. Kohustuslik.' },
    kind: { label: 'Dokumendi liik', help: 'terms – kindlustustingimused; ipid – toote teabedokument. Kohustuslik.' },
    language: { label: 'Dokumendi keel', help: 'et, ru või en. Kohustuslik.' },
    versionLabel: { label: 'Versioon', help: 'Kindlustusandja versioon, nt "2026-01". Kohustuslik.' },
    appliesFrom: { label: 'Kehtib alates', help: 'Kuupäev, millest müüdud poliisidele see versioon kehtib. Kohustuslik.' },
    file: { label: 'Fail', help: 'PDF. Kohustuslik.' },
  },
};

export const tariffBookWords: ModelWords = {
  uid: 'api::tariff-book.tariff-book',
  mainField: 'edition',
  list: ['edition', 'insurerCode', 'appliesFrom'],
  sortBy: 'appliesFrom',
  sortOrder: 'DESC',
  fields: {
    insurerCode: { label: 'Kindlustusandja kood', help: 'Sama kood mis kindlustusandja kirjes. Kohustuslik.' },
    edition: { label: 'Väljaanne', help: 'Nimi, nt "Läänemere 2027". Kohustuslik.' },
    appliesFrom: { label: 'Kehtib alates', help: 'Päringud, mille poliis algab sellest päevast, hinnatakse selle väljaandega. Kohustuslik.' },
    rates: { label: 'Määrad', help: 'Kõigi toodete määrad JSON-ina (vt cms/src/adapters/insurers/tariff-book.ts); protsendid baaspunktides, summad sentides. Kohustuslik.' },
  },
};

export const integrationSettingWords: ModelWords = {
  uid: 'api::integration-setting.integration-setting',
  fields: {
    captchaSiteKey: { label: 'CAPTCHA saidi võti', help: 'reCAPTCHA avalik võti (site key).' },
    captchaVersion: { label: 'CAPTCHA versioon', help: 'v2 või v3.' },
    tagManagerId: { label: 'Google Tag Manageri tunnus', help: 'Nt GTM-XXXXXXX; laaditakse ainult nõusolekul.' },
    analyticsId: { label: 'Analüütika tunnus', help: 'Nt G-XXXXXXX; laaditakse ainult nõusolekul.' },
    heatmapId: { label: 'Soojuskaardi tunnus' },
    chatWidgetId: { label: 'Vestlusakna tunnus' },
    cartWidgetId: { label: 'Ostukorvi vidina tunnus' },
  },
};

export const privacySettingWords: ModelWords = {
  uid: 'api::privacy-setting.privacy-setting',
  fields: {
    unboughtDataDays: { label: 'Ostmata päringute säilitamine (päeva)', help: 'Nii kaua hoitakse päringut, millest ostu ei tulnud.' },
    legalRecordYears: { label: 'Lepingute säilitamine (aastat)', help: 'Seadusega nõutud säilitusaeg.' },
    withdrawalDays: { label: 'Taganemisaeg (päeva)', help: 'Mitu päeva klient võib lepingust taganeda.' },
    noWithdrawalProducts: { label: 'Tooted ilma taganemisõiguseta', help: 'Toodete võtmed JSON-loendina, nt ["traffic"].' },
    brokerEmail: { label: 'Maakleri e-post', help: 'Siia saadetakse taganemis- ja kustutamistaotlused.' },
  },
};
