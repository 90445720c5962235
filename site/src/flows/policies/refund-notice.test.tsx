import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { readFileSync } from 'fs';
import path from 'path';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { PageInfoProvider } from '../../i18n/page-info';
import { RefundMade } from './refund-notice';

/** The UI texts as the CMS seeds them (global.uiTexts, by namespace): the page reads policies and cart. */
const seeded = (locale: string) => {
  const file = path.resolve(__dirname, `../../../../cms/src/seed/content/${locale}.json`);
  const { global } = JSON.parse(readFileSync(file, 'utf8')) as { global: { uiTexts: Record<string, Record<string, string>> } };
  return { policies: global.uiTexts.policies!, cart: global.uiTexts.cart! };
};

describe('a refund the payment provider made, on the customer\'s policies page', () => {
  it.each([
    ['et', 'Tagastatud 12,50 €'],
    ['ru', 'Возвращено 12,50 €'],
    // English pages write euros the English way, as everywhere on the site (formatEuros).
    ['en', 'Refunded €12.50'],
  ] as const)('says in %s how much came back: "%s"', (locale, text) => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ lng: locale, resources: { [locale]: seeded(locale) }, interpolation: { escapeValue: false } });
    render(
      <I18nextProvider i18n={i18n}>
        <PageInfoProvider value={{ language: locale, prefixed: false, alternates: { et: '/', ru: '/ru/', en: '/en/' } }}>
          <RefundMade refund={{ orderId: 'TK-2026-000123', amount: 1250, full: false, refundedAt: '2026-11-27T08:00:00.000Z' }} />
        </PageInfoProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('refund-made').textContent?.replace(/\s/g, ' ')).toContain(text);
    expect(screen.getByTestId('refund-made').textContent).toContain('TK-2026-000123');
  });
});
