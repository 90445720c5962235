import type { RouteKey } from '@kindlustus/routes';
import { RouteLink } from '../i18n/route-link';
import { panelStyle, primaryAction } from './styles';

/** Nothing to show yet: what is missing, what to do next, and the way there as the screen's main action. */
export function EmptyState({ message, next, actionLabel, to, testId }: { message: string; next: string; actionLabel: string; to: RouteKey; testId: string }) {
  return (
    <div data-testid={testId} sx={{ ...panelStyle, display: 'grid', gap: 3, justifyItems: 'start', maxWidth: 800 }}>
      <p sx={{ m: 0, fontWeight: 'bold', fontSize: 3 }}>{message}</p>
      <p sx={{ m: 0 }}>{next}</p>
      <RouteLink to={to}><span sx={primaryAction}>{actionLabel}</span></RouteLink>
    </div>
  );
}
