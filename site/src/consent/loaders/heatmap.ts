import { addScript, scriptSource } from './script-source';

/** Hotjar (site id, a number). */
export const heatmapUrl = (id: string) => scriptSource(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`, `hotjar.js?id=${encodeURIComponent(id)}`);

type HotjarWindow = Window & { hj?: ((...args: unknown[]) => void) & { q?: unknown[][] }; _hjSettings?: { hjid: number; hjsv: number } };

export function loadHeatmap(id: string): void {
  const w = window as HotjarWindow;
  w.hj ??= Object.assign((...args: unknown[]) => { (w.hj!.q ??= []).push(args); }, { q: [] as unknown[][] });
  w._hjSettings = { hjid: Number(id), hjsv: 6 };
  addScript(heatmapUrl(id));
}
