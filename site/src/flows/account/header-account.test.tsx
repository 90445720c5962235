import { readFileSync } from 'fs';
import path from 'path';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ActingForMenu } from './acting-for-menu';
import { ActingForTogglePlaceholder } from './acting-for-toggle';
import { HeaderAccount } from './header-account';

jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));

// The real English UI texts of the seed: what a visitor reads.
const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../cms/src/seed/content/en.json'), 'utf8')) as {
  global: { uiTexts: Record<string, Record<string, string>> };
};
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: en.global.uiTexts }, interpolation: { escapeValue: false } });

const kahe = { registryCode: '16000019', name: 'Kahe Allkirja AS' };
const inI18n = (element: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

describe("the header's acting-for button of a logged-in person", () => {
  afterEach(() => window.sessionStorage.clear());

  it('stands in its place while the menu loads, and the menu takes the place with the same words and look', async () => {
    window.sessionStorage.setItem('account-summary', JSON.stringify({ name: 'Mari Maasikas', actingFor: kahe, cartCount: 1 }));
    inI18n(<HeaderAccount />);
    // The first paint: the menu's code is not in yet (React.lazy), its button is, not yet usable.
    const placeholder = screen.getByTestId('acting-for-placeholder');
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    const [words, look] = [placeholder.textContent, placeholder.className];
    expect(words).toContain('Kahe Allkirja AS');
    const toggle = await screen.findByTestId('acting-for-toggle');
    expect([toggle.textContent, toggle.className]).toEqual([words, look]);
    expect(screen.queryByTestId('acting-for-placeholder')).toBeNull();
    const order = [...screen.getByTestId('header-account').querySelectorAll('a, button')].map((element) => element.getAttribute('data-testid') ?? element.textContent);
    expect(order.indexOf('acting-for-toggle')).toBe(order.indexOf('logout') - 1);
  });

  it.each([
    ['themselves', null, en.global.uiTexts.common!.actingForSelf!],
    ['a company', kahe, 'For Kahe Allkirja AS'],
  ])('has the words and look of the menu\'s button, acting for %s', (_whom, actingFor, shown) => {
    const { unmount } = inI18n(<ActingForTogglePlaceholder actingFor={actingFor} />);
    const placeholder = screen.getByTestId('acting-for-placeholder');
    const [words, look] = [placeholder.textContent, placeholder.className];
    expect(words).toContain(shown);
    unmount();
    inI18n(<ActingForMenu actingFor={actingFor} />);
    const toggle = screen.getByTestId('acting-for-toggle');
    expect([toggle.textContent, toggle.className]).toEqual([words, look]);
  });
});
