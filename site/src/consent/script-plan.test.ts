import { acceptedChoice, declinedChoice } from './consent-choice';
import { noScriptIds, type ScriptIds } from './script-ids';
import { planScripts } from './script-plan';

const ids: ScriptIds = { tagManager: 'GTM-1', analytics: 'G-1', heatmap: '1', chat: 'chat', cart: 'cart' };
const names = (plan: ReturnType<typeof planScripts>) => plan.map((script) => script.name);

describe('which outside scripts may load', () => {
  it('loads nothing without consent', () => {
    expect(planScripts(ids, declinedChoice, false)).toEqual([]);
  });

  it('loads every script with consent, the widgets on interaction', () => {
    expect(planScripts(ids, acceptedChoice, false)).toEqual([
      { name: 'tagManager', id: 'GTM-1', timing: 'idle' },
      { name: 'analytics', id: 'G-1', timing: 'idle' },
      { name: 'heatmap', id: '1', timing: 'idle' },
      { name: 'chat', id: 'chat', timing: 'interaction' },
      { name: 'cart', id: 'cart', timing: 'interaction' },
    ]);
  });

  it('ties each script to its category', () => {
    expect(names(planScripts(ids, { analytics: true, marketing: false, functional: false }, false))).toEqual(['tagManager', 'analytics', 'heatmap']);
    expect(names(planScripts(ids, { analytics: false, marketing: true, functional: false }, false))).toEqual(['tagManager']);
    expect(names(planScripts(ids, { analytics: false, marketing: false, functional: true }, false))).toEqual(['chat', 'cart']);
  });

  it('never loads the tag manager when the browser asks not to be tracked', () => {
    expect(names(planScripts(ids, acceptedChoice, true))).not.toContain('tagManager');
  });

  it.each(Object.keys(ids) as Array<keyof ScriptIds>)('never loads %s with an empty id', (name) => {
    expect(names(planScripts({ ...ids, [name]: ' ' }, acceptedChoice, false))).not.toContain(name);
    expect(planScripts(noScriptIds, acceptedChoice, false)).toEqual([]);
  });
});
