import type { Block } from './registry';
import { mainActionBlock } from './main-action';

const hero = (withButton: boolean): Block => ({
  kind: 'blocks.hero', heading: 'Insurance', leadHtml: '', ctaLabel: withButton ? 'Compare casco offers' : null, ctaRouteKey: withButton ? 'cascoQuote' : null,
});
const cta: Block = { kind: 'blocks.cta', heading: 'Talk to us', text: null, buttonLabel: 'Contacts', routeKey: 'contactsTartu' };
const quoteForm: Block = { kind: 'blocks.quote-form', form: 'traffic', heading: 'Get offers', intro: null };

describe('the page\'s one main action', () => {
  it('is the hero\'s button on a page without a quote form (the home page, a product page), not the call to action below', () => {
    expect(mainActionBlock([hero(true), cta])).toBe(0);
  });

  it('is the quote form\'s own button when the page has one, so the hero\'s stays blue', () => {
    expect(mainActionBlock([hero(true), quoteForm, cta])).toBe(-1);
  });

  it('is no block\'s when the hero has no button, or when a flow is drawn below the blocks', () => {
    expect(mainActionBlock([hero(false), cta])).toBe(-1);
    expect(mainActionBlock([hero(true)], true)).toBe(-1);
  });
});
