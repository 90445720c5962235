import type { ModelWords } from './words';

const fact = (label: string, help?: string) => ({ label, help, readOnly: true });
const productHelp = 'Toode: casco, traffic (liikluskindlustus), home (kodu), forestry-machine (metsamasin), employer-health (töötajate tervis).';
const languageHelp = 'et, ru või en: selles keeles kirjutame kliendile.';

/** The broker desk: the customer's facts read-only, what staff fill in editable. */
export const deskCaseWords: ModelWords = {
  uid: 'api::desk-case.desk-case',
  mainField: 'title',
  list: ['title', 'state', 'answerBy', 'office', 'insurerName', 'customerEmail'],
  sortBy: 'answerBy',
  sortOrder: 'ASC',
  pageSize: 20,
  fields: {
    title: fact('Pealkiri', 'Tehakse päringust: toode, kindlustusandja ja klient.'),
    state: { label: 'Olek', help: 'Kohustuslik. open – ootab vastust; answered – pakkumine antud (täida hind, kehtivus ja katted); declined – keeldutud (kirjuta keeldumise põhjus).' },
    answerBy: fact('Vastata hiljemalt', 'Aeg, mille kliendile lubasime.'),
    product: { ...fact('Toode', productHelp) },
    insurerName: fact('Kindlustusandja'),
    insurerCode: fact('Kindlustusandja kood'),
    office: fact('Vastav kontor'),
    customerEmail: fact('Kliendi e-post'),
    customerPhone: fact('Kliendi telefon'),
    customerLanguage: fact('Kliendi keel', languageHelp),
    answers: fact('Kliendi vastused', 'Päringuvormi vastused eesti keeles, nagu klient need andis.'),
    answersData: { label: 'Vastused masinloetavana', readOnly: true },
    vehicle: fact('Sõiduk registrist', 'Liiklusregistri andmed, kui päring oli sõiduki kohta.'),
    premiumEuros: { label: 'Kindlustusmakse eurodes', help: 'Makse kogu perioodi eest, nt 1234.50. Kohustuslik vastamisel.' },
    periodMonths: { label: 'Periood kuudes', help: '1–36 kuud. Kohustuslik vastamisel.' },
    instalments: { label: 'Lubatud osamaksed', help: 'Graafikud komaga eraldatult, nt 1, 2, 4, 12 (igaüks 1, 2, 3, 4, 6 või 12).' },
    validityDays: { label: 'Pakkumine kehtib päevi', help: '1–90 päeva salvestamisest. Kohustuslik vastamisel.' },
    coverRows: { label: 'Kaitsed', help: 'Üks rida kaitse kohta: nimi nagu klient seda loeb ja hüvitislimiit eurodes.' },
    deductibles: { label: 'Omavastutused', help: 'Üks rida omavastutuse kohta: summa eurodes või protsent.' },
    compensationLimits: { label: 'Hüvitislimiidid', help: 'Üks rida limiidi kohta, summa eurodes.' },
    documents: { label: 'Pakkumise dokumendid', help: 'Kindlustusandja tingimused (terms), IPID (ipid) ja muu: pealkiri ja https:// aadress või meediateegi fail.' },
    declineReason: { label: 'Keeldumise põhjus kliendile', help: 'Klient loeb seda nii, nagu see on kirjutatud. Kohustuslik keeldumisel.' },
    internalReason: { label: 'Sisemine märkus', help: 'Ainult töötajatele; klient seda ei näe.' },
    answeredAt: fact('Vastatud'),
    lineId: { label: 'Pakkumise rea tunnus', readOnly: true },
    quoteId: { label: 'Päringu tunnus', readOnly: true },
    objectKey: { label: 'Kindlustatava eseme võti', readOnly: true },
    requestAddress: { label: 'Päringu IP-aadress', readOnly: true },
    repeats: fact('Korduspäringuid', 'Mitu korda sama klient sama eseme kohta uuesti küsis.'),
  },
};

/** Policies staff conclude with the insurer: only the number, the PDF and the state are theirs to fill. */
export const policyConclusionWords: ModelWords = {
  uid: 'api::policy-conclusion.policy-conclusion',
  mainField: 'customerName',
  list: ['customerName', 'state', 'concludeBy', 'insurerName', 'product', 'policyNumber'],
  sortBy: 'concludeBy',
  sortOrder: 'ASC',
  pageSize: 20,
  fields: {
    state: { label: 'Olek', help: 'Kohustuslik. open – sõlmimata; concluded – sõlmitud (poliisi number ja PDF on vajalikud).' },
    concludeBy: fact('Sõlmida hiljemalt'),
    policyNumber: { label: 'Kindlustusandja poliisi number', help: 'Number, mille kindlustusandja poliisile andis. Kohustuslik sõlmimisel.' },
    document: { label: 'Poliisi PDF', help: 'Kindlustusandja poliis PDF-failina. Kohustuslik sõlmimisel.' },
    insurerName: fact('Kindlustusandja'),
    insurerCode: fact('Kindlustusandja kood'),
    product: fact('Toode'),
    customerName: fact('Klient'),
    personalCode: fact('Isikukood'),
    email: fact('Kliendi e-post'),
    insuredObject: fact('Kindlustatav ese'),
    premium: fact('Kindlustusmakse'),
    startDate: fact('Algus'),
    cover: fact('Kaitse'),
    paymentReference: fact('Makse viide'),
    policyId: { label: 'Poliisi tunnus', readOnly: true },
    concludedAt: fact('Sõlmitud'),
  },
};

/** A customer's erasure or withdrawal: staff set the state and write a note, nothing else. */
export const dataRequestWords: ModelWords = {
  uid: 'api::data-request.data-request',
  mainField: 'customerName',
  list: ['customerName', 'kind', 'state', 'requestedAt', 'lastDay', 'policyNumber'],
  sortBy: 'requestedAt',
  sortOrder: 'ASC',
  pageSize: 20,
  fields: {
    publicId: fact('Taotluse tunnus'),
    kind: fact('Liik', 'erasure – andmete kustutamine; withdrawal – lepingust taganemine.'),
    state: { label: 'Olek', help: 'Kohustuslik. pending – ootab; approved – kinnitatud; refused – keeldutud; done – tehtud.' },
    personalCode: fact('Isikukood'),
    customerName: fact('Klient'),
    policyNumber: fact('Poliisi number'),
    policyId: { label: 'Poliisi tunnus', readOnly: true },
    lastDay: fact('Taganemise viimane päev'),
    language: fact('Kliendi keel', languageHelp),
    requestedAt: fact('Taotletud', 'Seadusega on vastamiseks üks kuu.'),
    doneAt: fact('Tehtud'),
    staffNote: { label: 'Töötaja märkus', help: 'Mida tehti ja miks; klient seda ei näe.' },
    outcome: fact('Tulemus'),
    waitingFor: fact('Mida oodatakse'),
  },
};
