/** The outside scripts' ids from the CMS's Integration settings; an empty id means the script is off. */
export interface ScriptIds {
  tagManager: string;
  analytics: string;
  heatmap: string;
  chat: string;
  cart: string;
}
export type ScriptName = keyof ScriptIds;

export const noScriptIds: ScriptIds = { tagManager: '', analytics: '', heatmap: '', chat: '', cart: '' };

export const anyScriptId = (ids: ScriptIds): boolean => Object.values(ids).some((id) => id !== '');
