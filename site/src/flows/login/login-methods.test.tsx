import { readFileSync } from 'fs';
import path from 'path';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { reshapeChrome } from '../../content/reshape';
import LoginPage from './login-page';
import { outcomeMessageKey } from './login-messages';

// The QR code is not drawn here (its encoder needs the browser's TextEncoder).
jest.mock('./smart-id-qr', () => ({ SmartIdQr: () => null }));
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));

// The real English UI texts of the seed: what a visitor reads.
const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../cms/src/seed/content/en.json'), 'utf8')) as {
  global: { uiTexts: Record<string, Record<string, string>> };
};
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: en.global.uiTexts }, interpolation: { escapeValue: false } });
const text = (key: string) => en.global.uiTexts.login![key]!;

const renderLogin = (loginMethods?: Parameters<typeof LoginPage>[0]['loginMethods']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPage params={{}} search="" {...(loginMethods ? { loginMethods } : {})} />
    </I18nextProvider>,
  );
const offered = () => screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).name === 'method').map((radio) => radio.closest('label')!.textContent);

describe('the login page offers the e-ID methods the CMS has not switched off', () => {
  it('offers all three by default', () => {
    renderLogin();
    expect(offered()).toEqual([text('smartId'), text('mobileId'), text('idCard')]);
  });

  it('hides a method switched off, and starts on the first one offered', () => {
    renderLogin(['mobileId', 'idCard']);
    expect(offered()).toEqual([text('mobileId'), text('idCard')]);
    expect(screen.getByLabelText(text('mobileId'))).toBeChecked();
    expect(screen.getByLabelText(text('phone'))).toBeInTheDocument();
  });

  it('reads the methods from the CMS\'s site stage; a CMS that does not name them offers all', () => {
    expect(reshapeChrome(null, null, { stage: 'live', loginMethods: ['smartId'] }).loginMethods).toEqual(['smartId']);
    expect(reshapeChrome(null, null, { stage: 'live' }).loginMethods).toEqual(['smartId', 'mobileId', 'idCard']);
  });

  it('says so when the API refuses a method switched off', () => {
    expect(outcomeMessageKey('loginMethodOff')).toBe('login:methodOff');
    expect(text('methodOff')).toBe('This way of logging in is not offered here. Choose another way.');
  });
});
