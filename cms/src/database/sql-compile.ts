import type { Compiled } from './prepared-statements';
import { relationTypes, type StoredAttribute } from './column-values';

type Scalar = string | number;

type Direction = 'asc' | 'desc';
type OrderBy = Record<string, Direction> | Array<Record<string, Direction>>;
export interface ReadParams {
  where?: Record<string, unknown>;
  select?: string[];
  orderBy?: OrderBy;
  limit?: number;
}
type Attributes = Record<string, StoredAttribute>;

const scalarValue = (value: unknown): value is Scalar => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The quoted column of an attribute stored in the table's own row, or null. */
export function columnOf(attributes: Attributes, name: string): string | null {
  const attribute = Object.prototype.hasOwnProperty.call(attributes, name) ? attributes[name] : undefined;
  if (!attribute || relationTypes.has(attribute.type)) return null;
  return quoted(attribute.columnName ?? name);
}

/**
 * The conditions of a simple `where` (equality, IS NULL and IN on columns of the table, $or of such), with
 * their values pushed in order, or null when one is not simple (Strapi's query layer answers those).
 */
export function compileWhere(attributes: Attributes, where: Record<string, unknown>, values: unknown[]): string[] | null {
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(where)) {
    if (name === '$or') {
      if (!Array.isArray(value) || !value.length) return null;
      const alternatives: string[] = [];
      for (const entry of value) {
        const inner = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? compileWhere(attributes, entry as Record<string, unknown>, values) : null;
        if (!inner?.length) return null;
        alternatives.push(`(${inner.join(' AND ')})`);
      }
      conditions.push(`(${alternatives.join(' OR ')})`);
      continue;
    }
    const column = columnOf(attributes, name);
    if (!column) return null;
    if (value === null) conditions.push(`${column} IS NULL`);
    else if (scalarValue(value)) {
      conditions.push(`${column} = ?`);
      values.push(value);
    } else if (typeof value === 'object' && Object.keys(value as object).length === 1 && Array.isArray((value as { $in?: unknown }).$in)) {
      const list = (value as { $in: unknown[] }).$in;
      if (!list.length || !list.every(scalarValue)) return null;
      conditions.push(`${column} IN (${list.map(() => '?').join(', ')})`);
      values.push(...(list as Scalar[]));
    } else return null;
  }
  return conditions;
}

/** The SQL of a simple read (a simple `where`, an order, a limit), or null for anything else. */
export function compileRead(table: string, attributes: Attributes, params: ReadParams, one: boolean): Compiled | null {
  const values: unknown[] = [];
  const conditions = compileWhere(attributes, params.where ?? {}, values);
  if (!conditions) return null;
  const selected = params.select ? params.select.map((name) => columnOf(attributes, name)) : ['*'];
  if (selected.some((column) => column === null)) return null;
  const orders: string[] = [];
  for (const entry of params.orderBy ? [params.orderBy].flat() : []) {
    for (const [name, direction] of Object.entries(entry)) {
      const column = columnOf(attributes, name);
      if (!column || (direction !== 'asc' && direction !== 'desc')) return null;
      orders.push(`${column} ${direction}`);
    }
  }
  const limit = one ? 1 : params.limit;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) return null;
  const sql = [
    `SELECT ${selected.join(', ')} FROM ${quoted(table)}`,
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    orders.length ? `ORDER BY ${orders.join(', ')}` : '',
    limit !== undefined ? `LIMIT ${limit}` : '',
  ].filter(Boolean).join(' ');
  return { sql, values };
}

/**
 * `INSERT … RETURNING *` of one row given as column values by attribute name (converted already); with
 * `merge`, a row that conflicts on the `conflict` attribute has those attributes changed instead.
 */
export function compileInsert(table: string, attributes: Attributes, row: Record<string, unknown>, upsert?: { conflict: string; merge: string[] }): Compiled {
  const names = Object.keys(row);
  const column = (name: string) => {
    const found = columnOf(attributes, name);
    if (!found) throw new Error(`${table} has no column for ${name}`);
    return found;
  };
  const onConflict = upsert ? ` ON CONFLICT (${column(upsert.conflict)}) DO UPDATE SET ${upsert.merge.map((name) => `${column(name)} = EXCLUDED.${column(name)}`).join(', ')}` : '';
  return {
    sql: `INSERT INTO ${quoted(table)} (${names.map(column).join(', ')}) VALUES (${names.map(() => '?').join(', ')})${onConflict} RETURNING *`,
    values: names.map((name) => row[name]),
  };
}

/** `UPDATE … SET … WHERE …` of column values by attribute name (converted already) where the `where` is simple and not empty, or null. */
export function compileUpdate(table: string, attributes: Attributes, where: Record<string, unknown>, row: Record<string, unknown>): Compiled | null {
  const names = Object.keys(row);
  const columns = names.map((name) => columnOf(attributes, name));
  if (!names.length || columns.some((column) => column === null)) return null;
  const values: unknown[] = names.map((name) => row[name]);
  const conditions = compileWhere(attributes, where, values);
  // A change of every row is left to Strapi, as anything unusual is.
  if (!conditions?.length) return null;
  return { sql: `UPDATE ${quoted(table)} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${conditions.join(' AND ')}`, values };
}
