import type { ConsentChoice } from './consent-choice';
import { startedScripts } from './data-layer';
import { loadAnalytics } from './loaders/analytics';
import { loadCartWidget } from './loaders/cart-widget';
import { loadChatWidget } from './loaders/chat-widget';
import { loadHeatmap } from './loaders/heatmap';
import { loadTagManager } from './loaders/tag-manager';
import { whenIdle } from '../app/when-idle';
import { safePage, scriptsMayStartOn } from './safe-page-path';
import type { ScriptIds, ScriptName } from './script-ids';
import { planScripts, type ScriptTiming } from './script-plan';

const loaders: Record<ScriptName, (id: string) => void> = {
  tagManager: loadTagManager,
  analytics: (id) => loadAnalytics(id, safePage(location.pathname)),
  heatmap: loadHeatmap,
  chat: loadChatWidget,
  cart: loadCartWidget,
};

/** Widgets wait for the visitor's first move, or for idle time well after the page settled. */
const widgetIdleMs = 8000;
const interactions = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

const idleTimeoutMs = 2000;

function when(timing: ScriptTiming, run: () => void): void {
  if (timing === 'idle') {
    whenIdle(run, idleTimeoutMs, idleTimeoutMs);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    interactions.forEach((type) => window.removeEventListener(type, once));
    run();
  };
  interactions.forEach((type) => window.addEventListener(type, once, { passive: true }));
  window.setTimeout(() => whenIdle(once, idleTimeoutMs, idleTimeoutMs), widgetIdleMs);
}

const planned = new Set<ScriptName>();

/** Starts each script the choice allows on this page, once per page load. */
export function startScripts(ids: ScriptIds, choice: ConsentChoice, doNotTrack: boolean): void {
  if (!scriptsMayStartOn(location.pathname)) return;
  for (const script of planScripts(ids, choice, doNotTrack)) {
    if (planned.has(script.name)) continue;
    planned.add(script.name);
    when(script.timing, () => {
      loaders[script.name](script.id);
      startedScripts.add(script.name);
    });
  }
}
