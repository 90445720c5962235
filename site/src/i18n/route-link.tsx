import type { ReactNode } from 'react';
import { Link } from 'gatsby';
import { localizePath, type RouteKey, type RouteParams } from '@kindlustus/routes';
import { usePageInfo } from './page-info';

/** A link to a route of the table in the page's language. No path is written by hand anywhere. */
export function RouteLink({ to, params, children, className, ...rest }: {
  to: RouteKey;
  params?: RouteParams;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}) {
  const { language } = usePageInfo();
  return (
    <Link to={localizePath(to, language, params)} className={className} {...rest}>
      {children}
    </Link>
  );
}
