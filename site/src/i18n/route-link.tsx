import type { ReactNode } from 'react';
import { Link } from 'gatsby';
import { localizePath, type RouteKey, type RouteParams } from '@kindlustus/routes';
import { usePageInfo } from './page-info';

/** A link to a route of the table in the page's language. No path is written by hand anywhere. */
export function RouteLink({ to, params, query, children, className, ...rest }: {
  to: RouteKey;
  params?: RouteParams;
  /** Search parameters added to the path, e.g. the job an apply link chooses. */
  query?: Record<string, string>;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}) {
  const { language } = usePageInfo();
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return (
    <Link to={`${localizePath(to, language, params)}${search}`} className={className} {...rest}>
      {children}
    </Link>
  );
}
