import type { Core } from '@strapi/strapi';
// Strapi's own conversion of a value to its column (JSON, dates, numbers), as create() and update() use it.
import { createField } from '@strapi/database/dist/fields';
import type { Fields } from '../rows/rows';

export type StoredAttribute = { type: string; default?: unknown; columnName?: string };
export interface TableMetadata {
  tableName: string;
  attributes: Record<string, StoredAttribute>;
}

/** A content type's table and attributes as Strapi's database layer describes them. */
export const tableMetadata = (strapi: Core.Strapi, uid: string): TableMetadata => strapi.db.metadata.get(uid as never) as unknown as TableMetadata;

type Field = { toDB(value: never): unknown; validate?: (value: unknown) => void };
// One field per attribute: Strapi makes a new one for every value it writes.
const fields = new WeakMap<StoredAttribute, Field>();
const fieldOf = (attribute: StoredAttribute): Field => {
  let field = fields.get(attribute);
  if (!field) fields.set(attribute, (field = createField(attribute as never) as Field));
  return field;
};

/** Attribute types stored outside the row itself (join tables, components). */
export const relationTypes = new Set(['relation', 'component', 'dynamiczone', 'media']);

/**
 * The values of a write by attribute name as their columns store them, as Strapi's processData() makes
 * them: each given attribute checked and converted by its field (null stays null); with `withDefaults`,
 * an attribute not given takes its default (an insert). Null when `data` names an attribute that is not
 * a column of the row (a relation): such a write is Strapi's own.
 */
export function columnValues(attributes: Record<string, StoredAttribute>, data: Fields, withDefaults: boolean): Fields | null {
  const row: Fields = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (relationTypes.has(attribute.type)) {
      if (data[name] !== undefined) return null;
      continue;
    }
    const given = data[name];
    if (given === undefined && (!withDefaults || attribute.default === undefined)) continue;
    const value = given !== undefined ? given : typeof attribute.default === 'function' ? (attribute.default as () => unknown)() : attribute.default;
    const field = fieldOf(attribute);
    if (given !== undefined && given !== null) field.validate?.(given);
    row[name] = value === null ? null : field.toDB(value as never);
  }
  return row;
}
