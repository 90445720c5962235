import { createElement } from 'react';
import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { endOfTallinnDay, isRemoteLocation, jobPostingJsonLd, serializeJsonLd, type JobPostingInput, type JobPostingOptions } from './job-posting';
import { Head } from '../templates/job-page';
import type { PageContext } from '../content/types';

jest.mock('gatsby', () => ({ graphql: () => '', Link: () => null }));

const job: JobPostingInput = {
  title: 'Insurance Advisor',
  bodyHtml: '<p>We are looking for two insurance advisors.</p>\n<h2>Your tasks</h2>',
  summary: 'You help private customers choose the right insurance.',
  location: 'Tartu',
  employmentType: 'full-time',
  datePosted: '2025-01-10',
  validThrough: '2025-02-24',
  salaryMin: 1600,
  salaryMax: 2200,
  openings: 2,
  identifier: 'abc123',
};
const options: JobPostingOptions = {
  siteUrl: 'https://www.example.ee',
  pageUrl: 'https://www.example.ee/en/karjaar/tookoht/insurance-advisor/',
  organization: { name: 'Kindlustusmaakler Tarkus', url: 'https://www.example.ee/' },
  language: 'en',
};

describe('jobPostingJsonLd', () => {
  it('has every field Google requires, and the recommended ones', () => {
    const data = jobPostingJsonLd(job, options);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Insurance Advisor',
      description: job.bodyHtml,
      datePosted: '2025-01-10',
      validThrough: '2025-02-24T23:59:59+02:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Kindlustusmaakler Tarkus', sameAs: 'https://www.example.ee/' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Tartu', addressCountry: 'EE' } },
      identifier: { '@type': 'PropertyValue', name: 'Kindlustusmaakler Tarkus', value: 'abc123' },
      totalJobOpenings: 2,
      directApply: true,
      url: options.pageUrl,
      inLanguage: 'en',
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('falls back to the summary when the body is empty', () => {
    expect(jobPostingJsonLd({ ...job, bodyHtml: '  ' }, options).description).toBe(job.summary);
  });

  it('resolves a relative logo and page address against the site', () => {
    const data = jobPostingJsonLd(job, { ...options, pageUrl: '/en/x/', organization: { ...options.organization, logo: '/logo.png' } });
    expect(data.url).toBe('https://www.example.ee/en/x/');
    expect(data.hiringOrganization).toMatchObject({ logo: 'https://www.example.ee/logo.png' });
  });

  it.each([
    ['full-time', 'FULL_TIME'],
    ['part-time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['internship', 'INTERN'],
  ])('maps the employment type %s to %s', (cmsValue, schemaValue) => {
    expect(jobPostingJsonLd({ ...job, employmentType: cmsValue }, options).employmentType).toBe(schemaValue);
  });

  it('leaves out an employment type it does not know', () => {
    expect(jobPostingJsonLd({ ...job, employmentType: 'volunteer' }, options)).not.toHaveProperty('employmentType');
  });

  it('gives the salary as a monthly EUR range only when the job has one', () => {
    expect(jobPostingJsonLd(job, options).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1600, maxValue: 2200, unitText: 'MONTH' },
    });
    expect(jobPostingJsonLd({ ...job, salaryMin: null, salaryMax: null }, options)).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd({ ...job, salaryMin: undefined, salaryMax: undefined }, options)).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd({ ...job, salaryMin: 1800, salaryMax: null }, options).baseSalary).toMatchObject({
      value: { '@type': 'QuantitativeValue', minValue: 1800, unitText: 'MONTH' },
    });
  });

  it.each(['Remote', 'Kaugtöö', 'Удалённо', 'удаленно'])('makes a remote job (%s) TELECOMMUTE in Estonia', (location) => {
    const data = jobPostingJsonLd({ ...job, location }, options);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Estonia' });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('does not take a town for remote work', () => {
    expect(isRemoteLocation('Tallinn')).toBe(false);
    expect(isRemoteLocation('Таллинн')).toBe(false);
  });
});

describe('endOfTallinnDay', () => {
  it('is the end of the Tallinn day: +02:00 in winter, +03:00 in summer', () => {
    expect(endOfTallinnDay('2025-01-31')).toBe('2025-01-31T23:59:59+02:00');
    expect(endOfTallinnDay('2025-07-31')).toBe('2025-07-31T23:59:59+03:00');
    expect(jobPostingJsonLd({ ...job, validThrough: '2025-08-15' }, options).validThrough).toBe('2025-08-15T23:59:59+03:00');
  });

  it('is right on the days the clocks change', () => {
    // Summer time in 2025: from 30 March 03:00 to 26 October 04:00 local time.
    expect(endOfTallinnDay('2025-03-29')).toBe('2025-03-29T23:59:59+02:00');
    expect(endOfTallinnDay('2025-03-30')).toBe('2025-03-30T23:59:59+03:00');
    expect(endOfTallinnDay('2025-10-25')).toBe('2025-10-25T23:59:59+03:00');
    expect(endOfTallinnDay('2025-10-26')).toBe('2025-10-26T23:59:59+02:00');
  });

  it('is the same instant as 23:59:59 on that day in Tallinn', () => {
    const instant = new Date(endOfTallinnDay('2025-07-31'));
    expect(instant.toISOString()).toBe('2025-07-31T20:59:59.000Z');
  });

  it('rejects what is not a calendar date', () => {
    expect(() => endOfTallinnDay('31.07.2025')).toThrow('Not a YYYY-MM-DD date');
  });
});

describe('serializeJsonLd', () => {
  const hostile = 'Apply now</script><script>alert(1)</script> & <!-- \u2028 done';

  it('keeps a description with </script> inside the JSON string and parses back to the original', () => {
    const data = jobPostingJsonLd({ ...job, bodyHtml: hostile }, options);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
    expect(JSON.parse(json).description).toBe(hostile);
  });

  it('survives the way a browser reads a script element', () => {
    const json = serializeJsonLd({ description: hostile });
    document.head.innerHTML = `<script type="application/ld+json">${json}</script>`;
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({ description: hostile });
  });
});

describe('job page Head', () => {
  const pageContext: PageContext = {
    routeKey: 'careersJob',
    contentKey: 'careersJob',
    documentId: 'abc123',
    language: 'en',
    prefixed: true,
    alternates: { et: '/karjaar/tookoht/kindlustusnoustaja/', ru: '/ru/karjaar/tookoht/strakhovoi-konsultant/', en: '/en/karjaar/tookoht/insurance-advisor/' },
    canonical: '/en/karjaar/tookoht/insurance-advisor/',
    indexable: true,
    layout: 'careers',
  };
  const data = {
    global: { brandName: 'Kindlustusmaakler Tarkus', tagline: null, navigation: null, footerText: null, contactLines: null },
    site: { siteMetadata: { siteUrl: 'https://www.example.ee' } },
    job: {
      documentId: 'job-1', title: 'Insurance Advisor', slug: 'insurance-advisor', summary: 'You help customers.', location: 'Tartu',
      department: 'Private customer service', employmentType: 'full-time', datePosted: '2025-06-20', validThrough: '2025-08-04',
      datePostedShown: '20.06.2025', validThroughShown: '04.08.2025', salaryMin: 1600, salaryMax: 2200, openings: 2,
      contactEmail: null, body: { data: { fields: { html: '<p>Tasks</p><p>x</script><script>alert(1)</script></p>' } } },
    },
  };
  const props = { data, pageContext, location: { pathname: pageContext.canonical }, params: {} } as unknown as HeadProps<typeof data, PageContext>;

  // The Head renders <html> and <title>, which React warns about outside a document head.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the job posting as parseable JSON-LD', () => {
    const { container } = render(createElement(Head, props));
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const parsed = JSON.parse(scripts[0]!.innerHTML);
    expect(parsed).toMatchObject({
      '@type': 'JobPosting',
      title: 'Insurance Advisor',
      description: data.job.body.data.fields.html,
      validThrough: '2025-08-04T23:59:59+03:00',
      hiringOrganization: { name: 'Kindlustusmaakler Tarkus', url: 'https://www.example.ee/' },
      identifier: { value: 'abc123' },
      url: 'https://www.example.ee/en/karjaar/tookoht/insurance-advisor/',
      inLanguage: 'en',
    });
  });

  it('renders no job posting without a brand name', () => {
    const { container } = render(createElement(Head, { ...props, data: { ...data, global: null } }));
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
