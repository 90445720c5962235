import type { Core } from '@strapi/strapi';

/**
 * Every field of a content type, components' fields by their paths (`coverRows.name`), as Strapi lists them in a
 * role's permission. A permission without its `fields` lets the API answer, but the admin's form shows each field
 * disabled with "No permissions to see this field".
 */
export function allFields(strapi: Core.Strapi, uid: string): string[] {
  const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
  if (!model) return [];
  const contentTypes = strapi.service('admin::content-type') as { getNestedFields(model: unknown, options: { components: unknown }): string[] };
  return contentTypes.getNestedFields(model, { components: strapi.components });
}
