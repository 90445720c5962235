/**
 * A client-only shell's HTML names the scripts its flow needs at once (`<meta name="flow-scripts">`,
 * written after the build by site/gatsby/flow-scripts-list.ts). They are fetched right after the shell's
 * first paint, at low priority: before it, they would share a slow link with the font and the shell's
 * own scripts; after hydration, the flow would wait for them (and then for its API client) one round
 * trip at a time.
 */
export const flowScriptsMetaName = 'flow-scripts';
export const flowPreloadMarker = 'data-flow-preload';

export function flowScriptsOf(doc: Document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${flowScriptsMetaName}"]`);
  return (meta?.content ?? '').split(/\s+/).filter((script) => script.startsWith('/') && !script.startsWith('//'));
}

export function preloadFlowScriptsAfterFirstPaint(win: Window = window): void {
  const scripts = flowScriptsOf(win.document);
  if (!scripts.length) return;
  // A frame's callbacks run just before it paints; a task queued from one runs after that paint.
  win.requestAnimationFrame(() => {
    win.setTimeout(() => {
      for (const script of scripts) {
        const link = win.document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = script;
        link.setAttribute('fetchpriority', 'low');
        link.setAttribute(flowPreloadMarker, '');
        win.document.head.appendChild(link);
      }
    }, 0);
  });
}
