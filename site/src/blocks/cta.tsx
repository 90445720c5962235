import { RouteLink } from '../i18n/route-link';
import { buttonStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { routeKeyOr } from '../content/reshape';
import type { RouteKey } from '@kindlustus/routes';

export interface CtaView { kind: 'blocks.cta'; heading: string; text: string | null; buttonLabel: string; routeKey: RouteKey }
/** A call to action whose route the site does not know is left out. */
export function reshapeCta(block: StrapiBlocks['blocks.cta']): CtaView | null {
  const routeKey = routeKeyOr(block.routeKey);
  return routeKey ? { kind: 'blocks.cta', heading: block.heading, text: block.text ?? null, buttonLabel: block.buttonLabel, routeKey } : null;
}

export function Cta({ block }: { block: CtaView }) {
  return (
    <section sx={{ bg: 'muted', borderRadius: 6, p: [5, 8], my: 6 }}>
      <h2 sx={{ mt: 0 }}>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <RouteLink to={block.routeKey} sx={buttonStyle}>
        {block.buttonLabel}
      </RouteLink>
    </section>
  );
}
