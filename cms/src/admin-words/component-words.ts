import type { ModelWords } from './words';

const heading = { label: 'Pealkiri', help: 'Kohustuslik.' };
const intro = { label: 'Sissejuhatus' };
const component = (uid: string, mainField: string, fields: ModelWords['fields']): ModelWords => ({ uid, mainField, fields });

/** The page blocks, the desk's offer rows and the shared parts of the site's content. */
export const componentWords: ModelWords[] = [
  component('blocks.application-form', 'heading', { heading, intro }),
  component('blocks.contact-card', 'heading', { heading, office: { label: 'Kontor', help: 'Mille kontaktid kaardil näidatakse.' } }),
  component('blocks.cover-table', 'heading', { heading, intro, rows: { label: 'Kaitse read' } }),
  component('blocks.cta', 'heading', {
    heading,
    text: { label: 'Tekst' },
    buttonLabel: { label: 'Nupu tekst', help: 'Kohustuslik.' },
    routeKey: { label: 'Nupu sihtleht', help: 'Lehe võti, kuhu nupp viib, nt "quote.casco". Kohustuslik.' },
  }),
  component('blocks.faq-list', 'heading', { heading, product: { label: 'Toode', help: 'Mille korduma kippuvad küsimused näidatakse.' } }),
  component('blocks.feature-list', 'heading', { heading, intro, items: { label: 'Omadused' } }),
  component('blocks.hero', 'heading', {
    heading,
    lead: { label: 'Juhtlõik' },
    ctaLabel: { label: 'Nupu tekst' },
    ctaRouteKey: { label: 'Nupu sihtleht', help: 'Lehe võti, kuhu nupp viib, nt "quote.casco".' },
  }),
  component('blocks.insurer-logos', 'heading', { heading, intro }),
  component('blocks.job-list', 'heading', { heading, emptyText: { label: 'Tekst, kui kuulutusi pole', help: 'Kohustuslik.' } }),
  component('blocks.notice', 'tone', {
    tone: { label: 'Toon', help: 'info – teave; warning – hoiatus. Kohustuslik.' },
    text: { label: 'Tekst', help: 'Kohustuslik.' },
  }),
  component('blocks.product-cards', 'heading', { heading, products: { label: 'Tooted', help: 'Millised tooted kaartidena näidatakse.' } }),
  component('blocks.quote-form', 'heading', {
    form: { label: 'Päringuvorm', help: 'Millise toote päringuvorm lehel on. Kohustuslik.' },
    heading,
    intro,
  }),
  component('blocks.rich-text', 'body', { body: { label: 'Tekst', help: 'Kohustuslik.' } }),
  component('blocks.steps', 'heading', { heading, items: { label: 'Sammud' } }),
  component('blocks.testimonial', 'author', {
    quote: { label: 'Tsitaat', help: 'Kohustuslik.' },
    author: { label: 'Autor', help: 'Kohustuslik.' },
    role: { label: 'Autori roll' },
  }),
  component('blocks.trust-signals', 'heading', {
    heading,
    licenceTitle: { label: 'Tegevusloa pealkiri', help: 'Kohustuslik.' },
    licence: { label: 'Tegevusloa tekst', help: 'Kohustuslik.' },
    office: { label: 'Kontor' },
  }),
  component('desk.document-link', 'title', {
    title: { label: 'Pealkiri', help: 'Nagu klient seda loeb. Kohustuslik.' },
    url: { label: 'Aadress', help: 'https:// aadress või meediateegi fail (/uploads/…). Kohustuslik.' },
    kind: { label: 'Dokumendi liik', help: 'terms – tingimused; ipid – toote teabedokument; other – muu. Kohustuslik.' },
    version: { label: 'Versioon', help: 'Kindlustusandja versioon; tühjana on versiooniks lisamise päev.' },
  }),
  component('desk.offer-row', 'name', {
    name: { label: 'Nimetus', help: 'Nagu klient seda loeb, nt "Tulekahju ja vargus". Kohustuslik.' },
    amountEuros: { label: 'Summa eurodes' },
    percent: { label: 'Protsent', help: 'Omavastutus protsendina summa asemel.' },
    included: { label: 'Sisaldub', help: 'Kas kaitse kuulub pakkumisse.' },
  }),
  component('insurer.offering', 'product', {
    product: { label: 'Toode', help: 'Kohustuslik.' },
    pricing: { label: 'Hinna allikas', help: 'api – liides; tariff – tariifiraamat; desk – maaklerilaud; off – ei müü. Kohustuslik.' },
  }),
  component('shared.contact-line', 'label', {
    label: { label: 'Nimetus', help: 'Nt "Telefon". Kohustuslik.' },
    value: { label: 'Väärtus', help: 'Nt "+372 600 0000". Kohustuslik.' },
    href: { label: 'Link', help: 'tel:, mailto: või https:// aadress.' },
  }),
  component('shared.cover-row', 'cover', {
    cover: { label: 'Kaitse', help: 'Kohustuslik.' },
    limit: { label: 'Limiit' },
    deductible: { label: 'Omavastutus' },
    note: { label: 'Märkus' },
  }),
  component('shared.faq-item', 'question', {
    question: { label: 'Küsimus', help: 'Kohustuslik.' },
    answer: { label: 'Vastus', help: 'Kohustuslik.' },
  }),
  component('shared.feature', 'title', {
    title: { label: 'Pealkiri', help: 'Kohustuslik.' },
    text: { label: 'Tekst', help: 'Kohustuslik.' },
  }),
  component('shared.nav-link', 'label', {
    label: { label: 'Lingi tekst', help: 'Kohustuslik.' },
    routeKey: { label: 'Sihtleht', help: 'Lehe võti, nt "products". Kohustuslik.' },
  }),
  component('shared.opening-hours', 'days', {
    days: { label: 'Päevad', help: 'Nt "E–R". Kohustuslik.' },
    hours: { label: 'Kellaajad', help: 'Nt "9–17". Kohustuslik.' },
  }),
];
