import { compileInsert, compileRead, compileUpdate } from './sql-compile';

const attributes = {
  id: { type: 'increments' },
  publicId: { type: 'string', columnName: 'public_id' },
  personalCode: { type: 'string', columnName: 'personal_code' },
  state: { type: 'enumeration' },
  items: { type: 'json' },
  createdAt: { type: 'datetime', columnName: 'created_at' },
  owner: { type: 'relation' },
};

describe('the prepared simple reads', () => {
  it('compiles equality, IS NULL, IN, an order and a limit on the columns, with the values in order', () => {
    expect(compileRead('carts', attributes, { where: { personalCode: null, publicId: { $in: ['a', 'b'] }, state: 'open' }, orderBy: { id: 'asc' } }, true)).toEqual({
      sql: 'SELECT * FROM "carts" WHERE "personal_code" IS NULL AND "public_id" IN (?, ?) AND "state" = ? ORDER BY "id" asc LIMIT 1',
      values: ['a', 'b', 'open'],
    });
    expect(compileRead('carts', attributes, { where: { id: 7 }, select: ['publicId', 'items'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 50 }, false)).toEqual({
      sql: 'SELECT "public_id", "items" FROM "carts" WHERE "id" = ? ORDER BY "created_at" desc, "id" desc LIMIT 50',
      values: [7],
    });
  });

  it('compiles $or of such conditions, each alternative in parentheses', () => {
    expect(compileRead('carts', attributes, { where: { state: 'open', $or: [{ publicId: 'a', personalCode: null }, { personalCode: '3' }] }, orderBy: { id: 'asc' } }, false)).toEqual({
      sql: 'SELECT * FROM "carts" WHERE "state" = ? AND (("public_id" = ? AND "personal_code" IS NULL) OR ("personal_code" = ?)) ORDER BY "id" asc',
      values: ['open', 'a', '3'],
    });
  });

  it("leaves every other read to Strapi's query layer", () => {
    const others = [
      { where: { $or: [] } },
      { where: { $or: [{}] } },
      { where: { $or: [{ state: { $ne: 'open' } }] } },
      { where: { $or: { state: 'open' } } },
      { where: { state: { $ne: 'open' } } },
      { where: { publicId: { $in: [] } } },
      { where: { publicId: { $in: ['a', { b: 1 }] } } },
      { where: { createdAt: new Date() } },
      { where: { owner: 3 } },
      { where: { unknownField: 'x' } },
      { select: ['owner'] },
      { orderBy: { state: 'sideways' } },
      { limit: 0 },
      { where: { state: Number.NaN } },
    ];
    for (const params of others) expect(compileRead('carts', attributes, params as never, false)).toBeNull();
  });

  it('quotes names so that a column name cannot end the identifier', () => {
    expect(compileRead('odd"table', { weird: { type: 'string', columnName: 'we"ird' } }, { where: { weird: 'x' } }, false)?.sql).toBe('SELECT * FROM "odd""table" WHERE "we""ird" = ?');
  });
});

describe('the prepared writes', () => {
  const at = new Date('2026-11-26T10:00:00Z');

  it('inserts the given columns and answers the row, or changes the named columns of the row it conflicts with', () => {
    expect(compileInsert('carts', attributes, { publicId: 'a', items: '[]', createdAt: at })).toEqual({
      sql: 'INSERT INTO "carts" ("public_id", "items", "created_at") VALUES (?, ?, ?) RETURNING *',
      values: ['a', '[]', at],
    });
    expect(compileInsert('carts', attributes, { publicId: 'a', state: 'open' }, { conflict: 'publicId', merge: ['state', 'createdAt'] }).sql).toBe(
      'INSERT INTO "carts" ("public_id", "state") VALUES (?, ?) ON CONFLICT ("public_id") DO UPDATE SET "state" = EXCLUDED."state", "created_at" = EXCLUDED."created_at" RETURNING *',
    );
    expect(() => compileInsert('carts', attributes, { owner: 3 })).toThrow('carts has no column for owner');
  });

  it('changes the given columns of the rows a simple condition finds, the values of SET before those of WHERE', () => {
    expect(compileUpdate('carts', attributes, { id: 7, state: { $in: ['open', 'paying'] } }, { state: 'paid', createdAt: at })).toEqual({
      sql: 'UPDATE "carts" SET "state" = ?, "created_at" = ? WHERE "id" = ? AND "state" IN (?, ?)',
      values: ['paid', at, 7, 'open', 'paying'],
    });
  });

  it("leaves to Strapi a change of every row, of no column, of a relation or under a condition it does not compile", () => {
    expect(compileUpdate('carts', attributes, {}, { state: 'paid' })).toBeNull();
    expect(compileUpdate('carts', attributes, { id: 7 }, {})).toBeNull();
    expect(compileUpdate('carts', attributes, { id: 7 }, { owner: 3 })).toBeNull();
    expect(compileUpdate('carts', attributes, { state: { $ne: 'open' } }, { state: 'paid' })).toBeNull();
    expect(compileUpdate('carts', attributes, { toString: 'x' }, { state: 'paid' })).toBeNull();
  });
});
