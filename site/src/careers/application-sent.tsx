import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import { RouteLink } from '../i18n/route-link';

/** The confirmation that replaces the form once the application is sent; its heading takes the focus. */
export function ApplicationSent() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="application-sent" role="status">
      <h3 ref={heading} tabIndex={-1} sx={{ fontSize: 4, color: 'primary', mt: 0 }}>{t('careers:applicationSent')}</h3>
      <p>{t('careers:applicationSentText')}</p>
      <RouteLink to="careersPositions">{t('careers:backToPositions')}</RouteLink>
    </div>
  );
}
