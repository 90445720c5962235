import type { GatsbyNode } from 'gatsby';
import { dottedDate } from '@kindlustus/domain/tallinn-date';

/** A CMS calendar date (YYYY-MM-DD, a Tallinn day) as shown on the site: dd.mm.yyyy. */
export function showDate(date: string): string {
  return dottedDate(date);
}

/**
 * Dates are formatted at build time: each job gets
 * `datePostedShown` and `validThroughShown`.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: add }) => {
  const shown = (field: 'datePosted' | 'validThrough') => ({
    type: 'String',
    resolve: (source: Record<string, string | undefined>) => (source[field] ? showDate(source[field]!) : null),
  });
  add({ STRAPI_JOB: { datePostedShown: shown('datePosted'), validThroughShown: shown('validThrough') } });
};
