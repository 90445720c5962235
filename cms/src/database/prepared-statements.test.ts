import knexFactory, { type Knex } from 'knex';
import { runPrepared } from './prepared-statements';

describe('prepared statements (SQLite)', () => {
  let knex: Knex;

  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
    await knex.schema.createTable('items', (table) => {
      table.increments('id');
      table.string('name');
      table.datetime('at');
      table.boolean('open');
    });
  });
  afterEach(() => knex.destroy());

  it('answers the rows a statement returns, and how many rows a change changed', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const inserted = await runPrepared<{ id: number; name: string }>(knex, { sql: 'INSERT INTO items (name, at, open) VALUES (?, ?, ?) RETURNING id, name', values: ['a', at, true] });
    expect(inserted).toEqual({ rows: [{ id: 1, name: 'a' }], count: 1 });
    await runPrepared(knex, { sql: 'INSERT INTO items (name, at, open) VALUES (?, ?, ?)', values: ['b', at, false] });
    expect(await runPrepared(knex, { sql: 'UPDATE items SET name = ? WHERE open = ?', values: ['c', false] })).toEqual({ rows: [], count: 1 });
    expect(await runPrepared(knex, { sql: 'UPDATE items SET name = ? WHERE id = ?', values: ['c', 99] })).toEqual({ rows: [], count: 0 });
    // Stored as knex stores them: a date as its milliseconds, a boolean as 0 or 1.
    expect(await knex('items').orderBy('id')).toEqual([
      { id: 1, name: 'a', at: at.valueOf(), open: 1 },
      { id: 2, name: 'c', at: at.valueOf(), open: 0 },
    ]);
  });

  it('runs in the transaction it is given, which sees its own writes and can undo them', async () => {
    await knex.transaction(async (trx) => {
      await runPrepared(trx, { sql: 'INSERT INTO items (name) VALUES (?)', values: ['in transaction'] });
      expect((await runPrepared(trx, { sql: 'SELECT name FROM items', values: [] })).rows).toEqual([{ name: 'in transaction' }]);
      await trx.rollback();
    }).catch(() => undefined);
    expect(await knex('items')).toEqual([]);
  });

  it('a statement that fails fails its caller and leaves the connection usable', async () => {
    // The driver's error class may come from another test file's realm (a native module loads once per worker): its message is what counts.
    await expect(runPrepared(knex, { sql: 'INSERT INTO nowhere (x) VALUES (?)', values: [1] })).rejects.toMatchObject({ message: expect.stringMatching(/no such table/) });
    expect((await runPrepared(knex, { sql: 'SELECT COUNT(*) AS n FROM items', values: [] })).rows).toEqual([{ n: 0 }]);
  });
});
