import type { HeroView } from './hero';

/**
 * Which block's button is the page's one main action, drawn in the secondary colour (the kit's
 * `primaryAction`): the first hero with a button, unless a quote form is on the page (its "get offers"
 * is the main action) or a flow is drawn below the blocks (a client-only page: the flow's own button is).
 * -1: no block's.
 */
export function mainActionBlock(blocks: ReadonlyArray<{ kind: string }>, withFlow = false): number {
  if (withFlow || blocks.some((block) => block.kind === 'blocks.quote-form')) return -1;
  const isHero = (block: { kind: string }): block is HeroView => block.kind === 'blocks.hero';
  return blocks.findIndex((block) => isHero(block) && Boolean(block.ctaLabel && block.ctaRouteKey));
}
