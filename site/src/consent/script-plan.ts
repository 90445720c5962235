import type { ConsentChoice } from './consent-choice';
import type { ScriptIds, ScriptName } from './script-ids';

export type ScriptTiming = 'idle' | 'interaction';
export interface PlannedScript {
  name: ScriptName;
  id: string;
  timing: ScriptTiming;
}

/**
 * Which scripts may load under a choice: none without its id; the tag manager with analytics or
 * marketing consent and never when the browser asks not to be tracked; analytics and the heat map
 * with analytics consent; the chat and cart widgets with functional consent, on the first
 * interaction (or late idle time).
 */
export function planScripts(ids: ScriptIds, choice: ConsentChoice, doNotTrack: boolean): PlannedScript[] {
  const allowed: Record<ScriptName, boolean> = {
    tagManager: !doNotTrack && (choice.analytics || choice.marketing),
    analytics: choice.analytics,
    heatmap: choice.analytics,
    chat: choice.functional,
    cart: choice.functional,
  };
  const timing: Record<ScriptName, ScriptTiming> = { tagManager: 'idle', analytics: 'idle', heatmap: 'idle', chat: 'interaction', cart: 'interaction' };
  return (Object.keys(allowed) as ScriptName[])
    .filter((name) => allowed[name] && ids[name].trim() !== '')
    .map((name) => ({ name, id: ids[name].trim(), timing: timing[name] }));
}
