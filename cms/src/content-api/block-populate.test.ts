import { zonePopulate, type LoadedSchemas } from './block-populate';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readSchemas } = require('../../scripts/row-types.cjs') as {
  readSchemas: () => { contentTypes: Array<{ uid: string; schema: { attributes: LoadedSchemas['contentTypes'][string]['attributes'] } }>; components: Array<{ uid: string; schema: { attributes: LoadedSchemas['components'][string]['attributes'] } }> };
};

const fromFiles = (): LoadedSchemas => {
  const { contentTypes, components } = readSchemas();
  return {
    contentTypes: Object.fromEntries(contentTypes.map(({ uid, schema }) => [uid, schema])),
    components: Object.fromEntries(components.map(({ uid, schema }) => [uid, schema])),
  };
};

describe('what a page read populates of its blocks', () => {
  it('follows from the blocks’ schemas: components in full, a related document’s components, cards’ own fields', () => {
    expect(zonePopulate(fromFiles(), 'api::page.page', 'blocks')).toEqual({
      'blocks.hero': true,
      'blocks.rich-text': true,
      'blocks.feature-list': { populate: { items: true } },
      'blocks.steps': { populate: { items: true } },
      'blocks.cover-table': { populate: { rows: true } },
      'blocks.faq-list': { populate: { product: { populate: { covered: true, faq: true } } } },
      'blocks.product-cards': { populate: { products: true } },
      'blocks.insurer-logos': true,
      'blocks.trust-signals': { populate: { office: { populate: { openingHours: true } } } },
      'blocks.cta': true,
      'blocks.contact-card': { populate: { office: { populate: { openingHours: true } } } },
      'blocks.job-list': true,
      'blocks.testimonial': true,
      'blocks.notice': true,
      'blocks.application-form': true,
      'blocks.quote-form': true,
    });
  });

  it('reads a new block’s nested components, media and relations without a rule of its own', () => {
    const schemas: LoadedSchemas = {
      contentTypes: {
        'api::page.page': { attributes: { blocks: { type: 'dynamiczone', components: ['blocks.gallery'] } } },
        'api::office.office': { attributes: { name: { type: 'string' }, photo: { type: 'media' }, manager: { type: 'relation', relation: 'oneToOne', target: 'api::page.page' } } },
      },
      components: {
        'blocks.gallery': {
          attributes: {
            heading: { type: 'string' },
            slides: { type: 'component', component: 'shared.slide' },
            office: { type: 'relation', relation: 'manyToOne', target: 'api::office.office' },
            offices: { type: 'relation', relation: 'oneToMany', target: 'api::office.office' },
          },
        },
        'shared.slide': { attributes: { image: { type: 'media' }, caption: { type: 'string' } } },
      },
    };
    expect(zonePopulate(schemas, 'api::page.page', 'blocks')).toEqual({
      'blocks.gallery': { populate: { slides: { populate: { image: true } }, office: { populate: { photo: true } }, offices: true } },
    });
  });

  it('names a schema it cannot find', () => {
    const schemas: LoadedSchemas = { contentTypes: { 'api::page.page': { attributes: { blocks: { type: 'dynamiczone', components: ['blocks.missing'] } } } }, components: {} };
    expect(() => zonePopulate(schemas, 'api::page.page', 'blocks')).toThrow('No schema blocks.missing is loaded');
  });
});
