import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { reshapeBlock } from './registry';
import { TrustSignals } from './trust-signals';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { contact: { address: 'Address', phone: 'Phone', email: 'E-mail', openingHours: 'Opening hours' } } },
  interpolation: { escapeValue: false },
});
const sources = { jobs: [], insurers: [], captcha: { siteKey: '', version: '' }, terms: { keepDays: 0, cvMaxMb: 0, cvTypes: [] } };
const office = {
  key: 'tartu', name: 'Tartu office', city: 'Tartu', latitude: 58.38, longitude: 26.72, address: 'Riia 15, 51010 Tartu', phone: '+372 7 300 400', email: 'tartu@tarkus.ee',
  openingHours: [{ days: 'Mon–Fri', hours: '9:00–17:00' }, { days: 'Sat–Sun', hours: 'Closed' }],
};

function trustBlock(withOffice: boolean) {
  const block = reshapeBlock({
    strapi_component: 'blocks.trust-signals',
    heading: 'Our licence and office',
    licenceTitle: 'Activity licence of the Financial Supervision Authority',
    licence: { data: { fields: { html: '<p>The broker holds an activity licence. Details on <a href="https://www.fi.ee">https://www.fi.ee</a>.</p>' } } },
    office: withOffice ? office : null,
  }, sources);
  if (block?.kind !== 'blocks.trust-signals') throw new Error('not a trust signals block');
  return block;
}

describe('the trust signals block', () => {
  it('shows the licence with its link and the office\'s address, phone and opening hours under headings', () => {
    render(<I18nextProvider i18n={i18n}><TrustSignals block={trustBlock(true)} /></I18nextProvider>);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Our licence and office');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Activity licence of the Financial Supervision Authority', 'Tartu office']);
    expect(screen.getByRole('link', { name: 'https://www.fi.ee' })).toHaveAttribute('href', 'https://www.fi.ee');
    const card = screen.getByTestId('trust-office');
    expect(within(card).getByText('Address: Riia 15, 51010 Tartu')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+372 7 300 400' })).toHaveAttribute('href', 'tel:+3727300400');
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Opening hours');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Mon–Fri', 'Sat–Sun']);
    expect(within(card).getAllByRole('definition').map((hours) => hours.textContent)).toEqual(['9:00–17:00', 'Closed']);
    // The icons are decoration: the headings name the cards.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows the licence alone when no office is chosen', () => {
    render(<I18nextProvider i18n={i18n}><TrustSignals block={trustBlock(false)} /></I18nextProvider>);
    expect(screen.getByTestId('trust-licence')).toBeInTheDocument();
    expect(screen.queryByTestId('trust-office')).toBeNull();
  });
});
