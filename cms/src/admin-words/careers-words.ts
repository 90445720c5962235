import type { ModelWords } from './words';

const inEachLanguage = 'Igas keeles (et, ru, en) eraldi.';

export const jobWords: ModelWords = {
  uid: 'api::job.job',
  mainField: 'title',
  list: ['title', 'location', 'employmentType', 'datePosted', 'validThrough'],
  sortBy: 'datePosted',
  sortOrder: 'DESC',
  fields: {
    title: { label: 'Ametinimetus', help: `Kuulutuse pealkiri, kuni 120 märki. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    slug: { label: 'Aadressi osa', help: 'Kuulutuse aadress saidil, tehakse pealkirjast. Kohustuslik enne avaldamist.' },
    summary: { label: 'Lühikirjeldus', help: `Näidatakse kuulutuste loendis, kuni 400 märki. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    body: { label: 'Kuulutuse tekst', help: `Ülesanded, ootused, mida pakume. Kohustuslik enne avaldamist. ${inEachLanguage}` },
    location: { label: 'Asukoht', help: 'Linn või "kaugtöö". Kohustuslik enne avaldamist.' },
    department: { label: 'Osakond' },
    employmentType: { label: 'Töö vorm', help: 'full-time – täistööaeg; part-time – osaline; contract – leping; internship – praktika. Kohustuslik enne avaldamist.' },
    datePosted: { label: 'Avaldamise kuupäev', help: 'Kohustuslik enne avaldamist.' },
    validThrough: { label: 'Kandideerida kuni', help: 'Pärast seda päeva kuulutust enam ei näidata. Kohustuslik enne avaldamist.' },
    salaryMin: { label: 'Palk alates (eurot kuus)', help: 'Bruto; jäta tühjaks, kui ei avalda.' },
    salaryMax: { label: 'Palk kuni (eurot kuus)', help: 'Bruto; jäta tühjaks, kui ei avalda.' },
    openings: { label: 'Kohtade arv', help: 'Kohustuslik enne avaldamist.' },
    contactEmail: { label: 'Kontakti e-post', help: 'Kandidaatide küsimuste jaoks.' },
  },
};

/** An application is the applicant's: HR changes only its stage. */
export const jobApplicationWords: ModelWords = {
  uid: 'api::job-application.job-application',
  mainField: 'lastName',
  list: ['firstName', 'lastName', 'jobTitle', 'stage', 'createdAt'],
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  pageSize: 20,
  fields: {
    stage: { label: 'Etapp', help: 'Kohustuslik. new – uus; reviewed – läbi vaadatud; rejected – tagasi lükatud; hired – tööle võetud.' },
    firstName: { label: 'Eesnimi', readOnly: true },
    lastName: { label: 'Perekonnanimi', readOnly: true },
    email: { label: 'E-post', readOnly: true },
    phone: { label: 'Telefon', readOnly: true },
    jobDocumentId: { label: 'Kuulutuse tunnus', readOnly: true },
    jobTitle: { label: 'Ametikoht', readOnly: true },
    language: { label: 'Kandidaadi keel', readOnly: true },
    coverLetter: { label: 'Kaaskiri', readOnly: true },
    linkedinUrl: { label: 'LinkedIni profiil', readOnly: true },
    consentProcessing: { label: 'Nõustus andmete töötlemisega', readOnly: true },
    consentRetention: { label: 'Nõustus andmete hoidmisega hilisemaks', readOnly: true },
    deleteAfter: { label: 'Kustutatakse pärast', help: 'Siis kustutatakse avaldus koos CV-ga.', readOnly: true },
    cvFileName: { label: 'CV faili nimi', help: 'CV laadi alla paremalt paneelilt.', readOnly: true },
    cvSize: { label: 'CV suurus baitides', readOnly: true },
    cvKey: { label: 'CV hoiukoha võti', readOnly: true },
  },
};
