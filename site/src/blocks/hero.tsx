import { HtmlContent } from '../components/html-content';
import { RouteLink } from '../i18n/route-link';
import { primaryAction } from '../kit/styles';
import { buttonStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { htmlOf, routeKeyOr } from '../content/reshape';
import type { RouteKey } from '@kindlustus/routes';

export interface HeroView { kind: 'blocks.hero'; heading: string; leadHtml: string; ctaLabel: string | null; ctaRouteKey: RouteKey | null }
export const reshapeHero = (block: StrapiBlocks['blocks.hero']): HeroView =>
  ({ kind: 'blocks.hero', heading: block.heading, leadHtml: htmlOf(block.lead), ctaLabel: block.ctaLabel ?? null, ctaRouteKey: routeKeyOr(block.ctaRouteKey) });

/** `mainAction`: its button is the page's one main action, in the secondary colour (else the blue button). */
export function Hero({ block, isFirst, mainAction = false }: { block: HeroView; isFirst: boolean; mainAction?: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section sx={{ py: [4, 8], maxWidth: 820 }}>
      <Heading sx={{ fontSize: [5, 6], lineHeight: 'heading', color: 'primary', mt: 0 }}>{block.heading}</Heading>
      <HtmlContent html={block.leadHtml} sx={{ fontSize: 3 }} />
      {block.ctaLabel && block.ctaRouteKey ? (
        <RouteLink to={block.ctaRouteKey} sx={mainAction ? { ...primaryAction, px: 6, py: 3 } : buttonStyle}>
          {block.ctaLabel}
        </RouteLink>
      ) : null}
    </section>
  );
}
