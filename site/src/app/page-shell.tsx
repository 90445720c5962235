import { useEffect, type ReactNode } from 'react';
import type { SiteChrome, PageContext } from '../content/types';
import { rememberLanguage } from '../i18n/language-cookie';
import { PageInfoProvider, type PageInfo } from '../i18n/page-info';
import { Layout } from '../layouts/layout';
import { PageErrorBoundary } from './error-boundaries';

/** What every template renders around its content: page info, the route's layout, the error page. */
export function PageShell({ context, chrome, alternates, children }: {
  context: Pick<PageContext, 'language' | 'prefixed' | 'layout' | 'alternates'>;
  chrome: SiteChrome;
  alternates?: PageInfo['alternates'];
  children: ReactNode;
}) {
  useEffect(() => rememberLanguage(context.language), [context.language]);
  const info: PageInfo = { language: context.language, prefixed: context.prefixed, alternates: alternates ?? context.alternates };
  return (
    <PageInfoProvider value={info}>
      <Layout name={context.layout} chrome={chrome}>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </Layout>
    </PageInfoProvider>
  );
}
