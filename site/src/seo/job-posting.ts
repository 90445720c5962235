import type { Locale } from '@kindlustus/routes';
import { tallinnOffsetMinutes } from '@kindlustus/domain/tallinn-clock';

/**
 * schema.org JobPosting structured data (JSON-LD) for a job page, as Google for Jobs reads it.
 * Pure: everything comes in through the arguments.
 */

export interface JobPostingInput {
  title: string;
  /** The job's body rendered to HTML at build time; the summary is used when it is empty. */
  bodyHtml: string;
  summary: string;
  /** A town ("Tartu") or a word for remote work ("Kaugtöö", "Удалённо", "Remote"). */
  location: string;
  /** CMS value: full-time, part-time, contract, internship. */
  employmentType: string;
  /** YYYY-MM-DD, a Europe/Tallinn calendar date. */
  datePosted: string;
  /** YYYY-MM-DD, the last Europe/Tallinn calendar day the job is open. */
  validThrough: string;
  /** EUR gross a month. */
  salaryMin?: number | null;
  salaryMax?: number | null;
  openings?: number | null;
  /** The employer's identifier of the job (the CMS document id, the same in every language). */
  identifier?: string | null;
}

export interface JobPostingOptions {
  /** The site's origin, e.g. https://www.example.ee; relative addresses are resolved against it. */
  siteUrl: string;
  /** The job page's own (canonical) address. */
  pageUrl: string;
  organization: { name: string; url: string; logo?: string };
  language: Locale;
}

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

/** The schema.org / Google employment type of a CMS value; undefined for a value it does not know. */
export function schemaEmploymentType(cmsValue: string): string | undefined {
  return employmentTypes[cmsValue];
}

/** Whether a job's location is fully remote work rather than a town (the CMS has no separate field). */
export function isRemoteLocation(location: string): boolean {
  return /^(remote( work)?|kaugtöö|удал[её]нн(о|ая работа))$/iu.test(location.trim());
}

/**
 * The end of a Tallinn calendar day as an ISO 8601 date-time with Tallinn's offset that day,
 * e.g. 2025-01-31 -> 2025-01-31T23:59:59+02:00, 2025-07-31 -> 2025-07-31T23:59:59+03:00.
 */
export function endOfTallinnDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const localEnd = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  // The offset at the instant itself; Tallinn changes its clocks at night, never near midnight.
  let offset = tallinnOffsetMinutes(new Date(localEnd - 2 * 60 * 60_000));
  offset = tallinnOffsetMinutes(new Date(localEnd - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T23:59:59${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

const absolute = (address: string, base: string): string => new URL(address, base).href;
const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The JobPosting object of one job in one language. */
export function jobPostingJsonLd(job: JobPostingInput, options: JobPostingOptions): Record<string, unknown> {
  const { siteUrl, organization, language } = options;
  const remote = isRemoteLocation(job.location);
  const employmentType = schemaEmploymentType(job.employmentType);
  const salaryMin = present(job.salaryMin) ? job.salaryMin : undefined;
  const salaryMax = present(job.salaryMax) ? job.salaryMax : undefined;

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.bodyHtml.trim() ? job.bodyHtml : job.summary,
    datePosted: job.datePosted,
    validThrough: endOfTallinnDay(job.validThrough),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      url: organization.url,
      ...(organization.logo ? { logo: absolute(organization.logo, siteUrl) } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Estonia' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'EE' },
          },
        }),
    ...(salaryMin !== undefined || salaryMax !== undefined
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              ...(salaryMin !== undefined ? { minValue: salaryMin } : {}),
              ...(salaryMax !== undefined ? { maxValue: salaryMax } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    ...(present(job.openings) ? { totalJobOpenings: job.openings } : {}),
    ...(job.identifier
      ? { identifier: { '@type': 'PropertyValue', name: organization.name, value: job.identifier } }
      : {}),
    directApply: true,
    url: absolute(options.pageUrl, siteUrl),
    inLanguage: language,
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` (and the JavaScript line
 * separators) are written as \u escapes, so no text inside, e.g. `</script>`, can end the element;
 * JSON.parse gives back the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
