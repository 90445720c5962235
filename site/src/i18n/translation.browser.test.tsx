import { render, screen } from '@testing-library/react';
import type { UiTextsQueryData } from '../content/page-data';
import { PageTextsProvider, useTranslation } from './translation.browser';

const pageData = (texts: Record<string, Record<string, string>>, language: string): UiTextsQueryData => ({
  locales: { edges: Object.entries(texts).map(([ns, data]) => ({ node: { ns, data: JSON.stringify(data), language } })) },
});

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('common:skipToContent')} / {t('errors:statusCode', { status: 404 })}
    </p>
  );
}

describe('page texts in the browser', () => {
  it('shows the texts of the page query, and the next page’s after a client-side navigation', () => {
    const english = pageData({ common: { skipToContent: 'Skip to main content' }, errors: { statusCode: 'Error {{status}}' } }, 'en');
    const russian = pageData({ common: { skipToContent: 'Перейти к содержанию' }, errors: { statusCode: 'Ошибка {{status}}' } }, 'ru');
    const { rerender } = render(
      <PageTextsProvider language="en" data={english}>
        <Greeting />
      </PageTextsProvider>,
    );
    expect(screen.getByText('Skip to main content / Error 404')).toBeInTheDocument();
    rerender(
      <PageTextsProvider language="ru" data={russian}>
        <Greeting />
      </PageTextsProvider>,
    );
    expect(screen.getByText('Перейти к содержанию / Ошибка 404')).toBeInTheDocument();
  });

  it('shows the keys of a page that queried no texts, as i18next does', () => {
    render(
      <PageTextsProvider language="et" data={{}}>
        <Greeting />
      </PageTextsProvider>,
    );
    expect(screen.getByText('skipToContent / statusCode')).toBeInTheDocument();
  });
});
