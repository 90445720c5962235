import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FailsafeBoundary, PageErrorBoundary } from './error-boundaries';
import { RouteError } from './route-error';

jest.mock('gatsby', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { errors: { statusCode: 'Error {{status}}', serverError: 'A server error occurred.', goBackHome: 'Go back to home' } } },
  interpolation: { escapeValue: false },
});

function Throws({ error }: { error: unknown }): null {
  throw error;
}

describe('error pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const inApp = (children: React.ReactNode) => render(
    <I18nextProvider i18n={i18n}>
      <FailsafeBoundary>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </FailsafeBoundary>
    </I18nextProvider>,
  );

  it('shows the status code and message of a route error', () => {
    inApp(<Throws error={new RouteError(500, 'Unknown middleware')} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Error 500');
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });

  it('defaults to 500 and a localized message for anything else', () => {
    inApp(<Throws error="not an Error" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Error 500');
    expect(screen.getByText('A server error occurred.')).toBeInTheDocument();
  });

  it('falls back to plain words when the error page itself fails', () => {
    const broken = i18next.createInstance();
    void broken.init({ lng: 'en', resources: {} });
    (broken as { t: unknown }).t = () => {
      throw new Error('the texts cannot be read');
    };
    render(
      <I18nextProvider i18n={broken}>
        <FailsafeBoundary>
          <PageErrorBoundary>
            <Throws error={new RouteError(404, 'Gone')} />
          </PageErrorBoundary>
        </FailsafeBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});
