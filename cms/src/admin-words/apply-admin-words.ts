import type { Core } from '@strapi/strapi';
import { componentWords, contentTypeWords } from './all-words';
import { systemFieldWords, type FieldWords, type ModelWords } from './words';

interface Metadata {
  edit?: Record<string, unknown>;
  list?: Record<string, unknown>;
}
export interface ContentManagerConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown[] };
}

/** The stored configuration with our labels, help texts, read-only facts, list columns and order written over it. */
export function withWords(configuration: ContentManagerConfiguration, words: ModelWords, isComponent = false): ContentManagerConfiguration {
  const metadatas: Record<string, Metadata> = { ...configuration.metadatas };
  const fields: Record<string, FieldWords> = { ...(isComponent ? {} : systemFieldWords), ...words.fields };
  for (const [name, field] of Object.entries(fields)) {
    const current = metadatas[name];
    if (!current) continue;
    metadatas[name] = {
      ...current,
      edit: current.edit && Object.keys(current.edit).length
        ? { ...current.edit, label: field.label, description: field.help ?? '', editable: !field.readOnly }
        : current.edit,
      list: current.list ? { ...current.list, label: field.label } : current.list,
    };
  }
  const settings = {
    ...configuration.settings,
    ...(words.mainField ? { mainField: words.mainField } : {}),
    ...(words.sortBy ? { defaultSortBy: words.sortBy, defaultSortOrder: words.sortOrder ?? 'ASC' } : {}),
    ...(words.pageSize ? { pageSize: words.pageSize } : {}),
  };
  const layouts = { ...configuration.layouts, ...(words.list ? { list: words.list.filter((name) => name in metadatas) } : {}) };
  return { ...configuration, settings, metadatas, layouts };
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ContentManagerConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: ContentManagerConfiguration): Promise<unknown>;
}

/**
 * Writes the admin's words (admin-words/*) into the Content Manager's configuration on every boot: a label or
 * column changed by hand in "Configure the view" is put back, as the words here are what docs/ and the tests name.
 */
export async function applyAdminWords(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const targets: Array<[ConfigurationService, ModelWords[], Record<string, unknown>, boolean]> = [
    [contentManager.service('content-types') as ConfigurationService, contentTypeWords, strapi.contentTypes as Record<string, unknown>, false],
    [contentManager.service('components') as ConfigurationService, componentWords, strapi.components as Record<string, unknown>, true],
  ];
  for (const [service, allWords, models, isComponent] of targets) {
    for (const words of allWords) {
      const model = models[words.uid] as { uid: string; category?: string } | undefined;
      if (!model) continue;
      const { uid: _uid, ...stored } = (await service.findConfiguration(model)) as ContentManagerConfiguration & { uid: string; category?: string };
      delete stored.category;
      const worded = withWords(stored, words, isComponent);
      // Every CMS start passes here: write only what differs (a fresh database, or a view changed by hand).
      if (JSON.stringify(worded) !== JSON.stringify(stored)) await service.updateConfiguration(model, worded);
    }
  }
}
