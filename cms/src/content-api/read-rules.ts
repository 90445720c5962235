import { todayInTallinn } from '@kindlustus/domain';

export interface ContentReadRule {
  readonly populate: Record<string, unknown> | string;
  /** Extra filters that every public read must satisfy. */
  readonly publicFilter?: () => Record<string, unknown>;
}

const localizations = (...fields: string[]) => ({ localizations: { fields: ['locale', ...fields] } });

/** What each content type returns on a public read: the site never builds populate queries. */
export const readRules = {
  page: {
    populate: {
      blocks: {
        on: {
          'blocks.hero': true,
          'blocks.rich-text': true,
          'blocks.feature-list': { populate: { items: true } },
          'blocks.steps': { populate: { items: true } },
          'blocks.cover-table': { populate: { rows: true } },
          'blocks.faq-list': { populate: { product: { populate: { faq: true } } } },
          'blocks.product-cards': { populate: { products: true } },
          'blocks.cta': true,
          'blocks.contact-card': { populate: { office: { populate: { openingHours: true } } } },
          'blocks.job-list': true,
          'blocks.testimonial': true,
          'blocks.notice': true,
          'blocks.application-form': true,
          'blocks.quote-form': true,
          'blocks.insurer-logos': true,
          'blocks.trust-signals': { populate: { office: { populate: { openingHours: true } } } },
        },
      },
      ...localizations('title'),
    },
  },
  product: { populate: { covered: true, faq: true, ...localizations('name') } },
  job: {
    populate: localizations('slug', 'title'),
    publicFilter: () => ({ validThrough: { $gte: todayInTallinn() } }),
  },
  office: { populate: { openingHours: true, ...localizations('name') } },
  insurer: { populate: { logo: true } },
  global: { populate: { navigation: true, contactLines: true, ...localizations() } },
  integrationSetting: { populate: {} },
} satisfies Record<string, ContentReadRule>;
