import { useEffect, useState } from 'react';
import { siteConstants } from '../config/site-constants';
import { loadingBar, type LoadingState } from '../app/loading-bar-store';

/** A thin bar in the primary colour at the top while page resources load. */
export function LoadingBar() {
  const [state, setState] = useState<LoadingState>('idle');
  useEffect(() => {
    const unsubscribe = loadingBar.subscribe(setState);
    return () => {
      unsubscribe();
    };
  }, []);
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      data-state={state}
      sx={{
        position: 'fixed', top: 0, left: 0, height: '3px', zIndex: 1000, bg: 'primary',
        width: state === 'done' ? '100%' : '90%',
        transition: state === 'done' ? 'width 200ms ease-out' : `width ${siteConstants.loadingBar.durationMs}ms ease-out`,
        '@keyframes grow': { from: { width: '0%' }, to: { width: '90%' } },
        animation: state === 'loading' ? `grow ${siteConstants.loadingBar.durationMs}ms ease-out` : undefined,
      }}
    />
  );
}
