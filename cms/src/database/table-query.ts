import type { Core } from '@strapi/strapi';
import type { Fields, RowOf, TableUid } from '../rows/rows';

type Direction = 'asc' | 'desc';
export interface ReadParams {
  where?: Record<string, unknown>;
  select?: string[];
  orderBy?: Record<string, Direction> | Array<Record<string, Direction>>;
  limit?: number;
}
interface UpdateParams {
  where: Record<string, unknown>;
  data: Fields;
}

/**
 * Strapi's `db.query(uid)`, with its reads answering the table's typed row (`cms/src/rows/`) and its
 * changes typed by the table's uid. Everything else is Strapi's query engine as it is.
 */
export function tableQuery<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type Typed = {
    findOne(params: ReadParams): Promise<Row | null>;
    findMany(params: ReadParams): Promise<Row[]>;
    updateMany(params: UpdateParams): Promise<{ count: number }>;
  };
  return (): Omit<ReturnType<typeof strapi.db.query>, keyof Typed> & Typed => strapi.db.query(uid as never) as never;
}
