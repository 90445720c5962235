import type { GatsbyNode } from 'gatsby';
import { formatInTimeZone } from 'date-fns-tz';
import { siteConstants } from '../src/config/site-constants';

/** A CMS calendar date as shown on the site: day.month.year in Europe/Tallinn. */
export function showDate(date: string): string {
  return formatInTimeZone(`${date}T12:00:00Z`, siteConstants.timeZone, 'dd.MM.yyyy');
}

/**
 * Dates are formatted at build time (date-fns-tz stays out of the browser): each job gets
 * `datePostedShown` and `validThroughShown`.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: add }) => {
  const shown = (field: 'datePosted' | 'validThrough') => ({
    type: 'String',
    resolve: (source: Record<string, string | undefined>) => (source[field] ? showDate(source[field]!) : null),
  });
  add({ STRAPI_JOB: { datePostedShown: shown('datePosted'), validThroughShown: shown('validThrough') } });
};
