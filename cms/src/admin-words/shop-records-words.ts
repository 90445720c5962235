import type { FieldWords, ModelWords } from './words';

/** The shop keeps these records itself (staff/read-only-records.ts): every field shows as a fact. */
const facts = (fields: Record<string, string | [string, string]>): Record<string, FieldWords> =>
  Object.fromEntries(Object.entries(fields).map(([name, words]) => {
    const [label, help] = Array.isArray(words) ? words : [words, undefined];
    return [name, { label, help, readOnly: true }];
  }));

export const customerWords: ModelWords = {
  uid: 'api::customer.customer',
  mainField: 'surname',
  list: ['givenName', 'surname', 'personalCode', 'email', 'lastLoginAt'],
  sortBy: 'lastLoginAt',
  sortOrder: 'DESC',
  fields: facts({
    personalCode: 'Isikukood', country: ['Riik', 'Isikukoodi väljastanud riik (EE, LV, LT).'], givenName: 'Eesnimi', surname: 'Perekonnanimi',
    lastLoginAt: 'Viimati sisse loginud', lastLoginMethod: 'Viimase sisselogimise viis', email: 'E-post',
  }),
};

export const orderWords: ModelWords = {
  uid: 'api::payment-order.payment-order',
  mainField: 'reference',
  list: ['reference', 'status', 'amount', 'email', 'paidAt', 'refundAmount'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  fields: facts({
    reference: 'Makse viide', personalCode: 'Isikukood', idempotencyScope: 'Korduskaitse võti', lines: ['Ostetud read', 'Pakkumised, mille eest maksti.'],
    amount: ['Summa sentides', 'Nt 12345 = 123,45 eurot.'], currency: 'Valuuta', status: ['Makse olek', 'PAID – makstud; REFUND_DUE – raha tuleb tagastada; REFUNDED – tagastatud.'],
    providerUuid: 'Makseteenuse tunnus', paymentUrl: 'Maksmise aadress', language: 'Kliendi keel', bank: 'Pank', paidAt: 'Makstud',
    policiesIssuedAt: 'Poliisid väljastatud', issueAttempts: 'Väljastamise katseid', issueRetryAt: 'Järgmine väljastamise katse', flag: 'Märge',
    refusedOffers: 'Tagasi lükatud pakkumised', refundAmount: ['Tagastada sentides', 'Summa, mis tuleb kliendile tagasi maksta.'],
    refundReason: ['Tagastamise põhjus', 'paidTwice – makstud kaks korda; objectAlreadyInsured – ese juba kindlustatud; orderUnknown – tundmatu tellimus; offerExpired – pakkumine aegunud.'],
    refundedAmount: 'Tagastatud sentides', refundedAt: 'Tagastatud', refunds: 'Tagastused', refundsRevision: 'Tagastuste versioon', cartId: 'Ostukorvi tunnus',
    email: 'Kliendi e-post', policyMailSentAt: 'Poliisikiri saadetud', policyMailClaimedAt: 'Poliisikirja saatmine alustatud',
    method: ['Makseviis', 'bankLink – pangalink; invoice – arve (ettevõte maksab ülekandega).'], invoiceNumber: 'Arve number', invoiceReference: 'Arve viitenumber',
    invoiceDueDate: 'Arve maksetähtaeg', invoiceReceived: ['Arvele laekunud sentides', 'Pangaväljavõtetest või töötaja märkest.'], invoiceCredits: 'Arvele laekunud maksed', invoiceSentAt: 'Arve saadetud',
  }),
};

export const policyWords: ModelWords = {
  uid: 'api::policy.policy',
  mainField: 'policyNumber',
  list: ['policyNumber', 'state', 'product', 'insurerName', 'startDate', 'premium'],
  sortBy: 'issuedAt',
  sortOrder: 'DESC',
  fields: facts({
    publicId: 'Poliisi tunnus', policyNumber: 'Poliisi number', state: ['Olek', 'issued – väljastatud; concluding – ootab sõlmimist kindlustusandjaga.'],
    concludeBy: 'Sõlmida hiljemalt', offerId: 'Pakkumise tunnus', orderReference: 'Makse viide', personalCode: 'Isikukood', insurerId: 'Kindlustusandja tunnus',
    insurerName: 'Kindlustusandja', product: 'Toode', insuredObject: 'Kindlustatav ese', objectKey: 'Eseme võti', policyholder: 'Kindlustusvõtja', policyholderCode: 'Kindlustusvõtja kood',
    startDate: 'Algus', endDate: 'Lõpp', premium: ['Kindlustusmakse sentides', 'Nt 12345 = 123,45 eurot.'], extras: 'Lisakaitsed', schedule: 'Maksegraafik',
    coverRows: 'Kaitsed', deductibles: 'Omavastutused', territory: 'Kehtivuspiirkond', saleRecord: ['Müügi kirje', 'Mida klient enne ostu nägi ja kinnitas.'],
    language: 'Kliendi keel', issuedAt: 'Väljastatud', renewalReminderSentAt: 'Pikendamise meeldetuletus saadetud',
    renewalReminderClaimedAt: 'Meeldetuletuse saatmine alustatud', conclusionMailSentAt: 'Sõlmimise kiri saadetud', conclusionMailClaimedAt: 'Sõlmimise kirja saatmine alustatud',
  }),
};

export const customerSessionWords: ModelWords = {
  uid: 'api::customer-session.customer-session',
  mainField: 'personalCode',
  list: ['personalCode', 'method', 'loggedInAt', 'expiresAt'],
  sortBy: 'loggedInAt',
  sortOrder: 'DESC',
  fields: facts({
    tokenHash: 'Seansi räsi', personalCode: 'Isikukood', method: 'Sisselogimise viis', expiresAt: 'Aegub hiljemalt', idleExpiresAt: 'Aegub tegevuseta', loggedInAt: 'Sisse loginud',
    actingForCode: 'Esindatava ettevõtte registrikood', actingForName: 'Esindatav ettevõte',
  }),
};

export const loginAttemptWords: ModelWords = {
  uid: 'api::login-attempt.login-attempt',
  mainField: 'publicId',
  list: ['publicId', 'method', 'state', 'personalCode', 'expiresAt'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  fields: facts({
    publicId: 'Katse tunnus', method: 'Sisselogimise viis', providerSession: 'Teenuse seanss', challenge: 'Kontrollväärtus', deviceLinkSession: 'Seadmelingi seanss',
    personalCode: 'Isikukood', phone: 'Telefon', clientId: 'Brauseri tunnus', previousClientId: 'Eelmine brauseri tunnus', language: 'Keel', state: 'Olek',
    outcome: 'Tulemus', expiresAt: 'Aegub',
  }),
};

export const cartWords: ModelWords = {
  uid: 'api::cart.cart',
  mainField: 'publicId',
  list: ['publicId', 'state', 'personalCode', 'updatedAt'],
  sortBy: 'updatedAt',
  sortOrder: 'DESC',
  fields: facts({ publicId: 'Ostukorvi tunnus', clientId: 'Brauseri tunnus', personalCode: 'Isikukood', state: 'Olek', items: 'Pakkumised korvis', revision: 'Versioon' }),
};

export const companyConfirmationWords: ModelWords = {
  uid: 'api::company-confirmation.company-confirmation',
  mainField: 'companyName',
  list: ['companyName', 'registryCode', 'requestedBy', 'confirmedBy', 'confirmedAt'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  fields: facts({
    tokenHash: 'Lingi räsi', registryCode: 'Registrikood', companyName: 'Ettevõte', requestedBy: ['Ostja isikukood', 'Esindaja, kes pani pakkumised korvi.'],
    requestedByName: 'Ostja nimi', offerIds: 'Kinnitatavad pakkumised', email: 'Kinnituse e-post', language: 'Keel', expiresAt: 'Kehtib kuni',
    confirmedBy: ['Kinnitaja isikukood', 'Teine esindaja, kes ostu kinnitas.'], confirmedAt: 'Kinnitatud',
  }),
};

export const quoteRequestWords: ModelWords = {
  uid: 'api::quote-request.quote-request',
  mainField: 'publicId',
  list: ['publicId', 'product', 'language', 'createdAt'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  fields: facts({
    publicId: 'Päringu tunnus', product: 'Toode', form: 'Vorm', input: 'Vastused', vehicle: 'Sõiduk registrist', language: 'Keel', clientId: 'Brauseri tunnus', personalCode: 'Isikukood',
  }),
};

export const offerWords: ModelWords = {
  uid: 'api::offer.offer',
  mainField: 'publicId',
  list: ['publicId', 'insurerName', 'product', 'outcome', 'premium', 'validUntil'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  fields: facts({
    publicId: 'Pakkumise tunnus', quoteId: 'Päringu tunnus', insurerId: 'Kindlustusandja tunnus', insurerName: 'Kindlustusandja', product: 'Toode',
    outcome: ['Tulemus', 'offer – pakkumine; declined – keeldutud; unavailable – pole saadaval; pending – ootab maakleri vastust.'], reason: 'Põhjus',
    premium: ['Kindlustusmakse sentides', 'Nt 12345 = 123,45 eurot.'], priceFactors: 'Hinna tegurid', periodMonths: 'Periood kuudes', coverRows: 'Kaitsed',
    deductibles: 'Omavastutused', compensationLimits: 'Hüvitislimiidid', territory: 'Kehtivuspiirkond', usage: 'Kasutusviis', extras: 'Lisakaitsed',
    instalmentsAllowed: 'Lubatud osamaksed', indicative: 'Esialgne hind', vehicleTyped: 'Sõiduk sisestatud käsitsi', validUntil: 'Kehtib kuni',
    confirmedAt: 'Kinnitatud', confirmedPremium: 'Kinnitatud makse sentides', instalmentOptions: 'Osamaksete valikud', channel: ['Kanal', 'insurer – kindlustusandja liides; desk – maaklerilaud.'],
    answerBy: 'Vastata hiljemalt', deskOffice: 'Vastav kontor', declineNote: 'Keeldumise märkus', documentLinks: 'Dokumendid',
  }),
};

export const backgroundJobWords: ModelWords = {
  uid: 'api::background-job.background-job',
  mainField: 'kind',
  list: ['kind', 'subject', 'state', 'attempts', 'nextTryAt', 'lastError'],
  sortBy: 'nextTryAt',
  sortOrder: 'ASC',
  fields: facts({
    kind: 'Töö liik', subject: 'Mille kohta', payload: 'Andmed', state: ['Olek', 'queued – ootab; running – käib; done – tehtud; failing – ebaõnnestub korduvalt.'],
    attempts: 'Katseid', nextTryAt: 'Järgmine katse', claimedUntil: 'Hõivatud kuni', claimedBy: 'Hõivanud protsess', lastError: 'Viimane viga',
  }),
};
