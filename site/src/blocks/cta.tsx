import type { BlockOf } from '../content/types';
import { RouteLink } from '../i18n/route-link';
import { buttonStyle } from './styles';

export function Cta({ block }: { block: BlockOf<'blocks.cta'> }) {
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
