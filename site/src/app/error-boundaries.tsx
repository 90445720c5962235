import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { RouteLink } from '../i18n/route-link';
import { statusOf } from './route-error';

interface BoundaryState {
  error: unknown;
}

abstract class Boundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }
}

/** The error page: the status code and message (default 500) in the page's language. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = statusOf(error);
  const message = error instanceof Error && error.message ? error.message : t('errors:serverError');
  return (
    <section role="alert" data-status={status}>
      <h1>{t('errors:statusCode', { status })}</h1>
      <p>{message}</p>
      <RouteLink to="home">{t('errors:goBackHome')}</RouteLink>
    </section>
  );
}

/** Around a page's content: a failure shows the error page inside the layout. */
export class PageErrorBoundary extends Boundary {
  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around everything: when even the error page (or the layout) fails, plain words and a way home.
 * Nothing here may depend on translations, themes or routing.
 */
export class FailsafeBoundary extends Boundary {
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ fontFamily: 'sans-serif', padding: 24 }}>
        <p>An error occurred while showing the error page</p>
        <a href="/">Go back to home</a>
      </div>
    );
  }
}
