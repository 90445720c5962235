import { addScript, scriptSource } from './script-source';

/** Smartsupp live chat (Czech, widely used by Estonian shops; its key). */
export const chatWidgetUrl = () => scriptSource('https://www.smartsuppchat.com/loader.js', 'smartsupp.js');

type SmartsuppWindow = Window & { _smartsupp?: { key: string }; smartsupp?: ((...args: unknown[]) => void) & { _: unknown[][] } };

export function loadChatWidget(id: string): void {
  const w = window as SmartsuppWindow;
  w._smartsupp = { ...w._smartsupp, key: id };
  w.smartsupp ??= Object.assign((...args: unknown[]) => { w.smartsupp!._.push(args); }, { _: [] as unknown[][] });
  addScript(chatWidgetUrl());
}
