import type { Knex } from 'knex';
import { makeInternalTables } from '../src/database/internal-tables.test.helpers';
import { insertOfferHolds, offerHoldsOf } from '../src/database/offer-hold-rows';
import { takeTokens } from '../src/database/rate-limit-buckets';
import { readStoredDocument, storeDocument } from '../src/database/stored-document-rows';
import { connect, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases';

/** The migration that makes the tables which are no content types, on a fresh database and on one whose CMS made them at start. */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

/** What the CMS ran at every start before the migration: an existing database has these tables, with rows. */
const madeAtStart = (bytes: string) => [
  'CREATE TABLE IF NOT EXISTS rate_limit_buckets (bucket VARCHAR(255) PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, allowed INTEGER NOT NULL)',
  'CREATE TABLE IF NOT EXISTS payment_offer_holds (offer_id VARCHAR(64) PRIMARY KEY, order_reference VARCHAR(40) NOT NULL)',
  `CREATE TABLE IF NOT EXISTS policy_documents (policy_number VARCHAR(60) NOT NULL, language VARCHAR(2) NOT NULL, pdf ${bytes} NOT NULL, PRIMARY KEY (policy_number, language))`,
];

const bucket = (key: string) => ({ key, capacity: 1, perMs: 0, at: 1_000 });

describe.each(targets)('the internal tables migration on %s', (target) => {
  const databases: TestDatabase[] = [];
  const connections: Knex[] = [];
  const database = async () => {
    const made = target === 'postgres' ? await postgresDatabase() : sqliteDatabase();
    databases.push(made);
    const knex = connect(made);
    connections.push(knex);
    return knex;
  };
  afterAll(async () => {
    for (const knex of connections) await knex.destroy();
    for (const made of databases) await made.drop();
  });

  it('makes the rate-limit buckets, offer holds and policy PDFs on a fresh database', async () => {
    const knex = await database();
    await makeInternalTables(knex);
    expect(await takeTokens(knex, [bucket('fresh')])).toBeNull();
    expect(await takeTokens(knex, [bucket('fresh')])).toEqual({ index: 0, tokens: 0 });
    expect(await insertOfferHolds(knex, 'ORDER-1', ['offer-a', 'offer-b'])).toBe(2);
    expect(await insertOfferHolds(knex, 'ORDER-2', ['offer-a'])).toBe(0);
    await storeDocument(knex, 'TK-1', 'et', Buffer.from('%PDF-1.7 fresh'));
    expect((await readStoredDocument(knex, 'TK-1', 'et'))?.toString()).toBe('%PDF-1.7 fresh');
  });

  it('keeps the tables and rows of a database whose CMS made them at start, and runs again without harm', async () => {
    const knex = await database();
    for (const statement of madeAtStart(target === 'postgres' ? 'BYTEA' : 'BLOB')) await knex.raw(statement);
    await takeTokens(knex, [bucket('before')]);
    await insertOfferHolds(knex, 'ORDER-OLD', ['offer-old']);
    await storeDocument(knex, 'TK-OLD', 'en', Buffer.from('%PDF-1.7 old'));

    await makeInternalTables(knex);
    await makeInternalTables(knex);

    expect(await takeTokens(knex, [bucket('before')])).toEqual({ index: 0, tokens: 0 });
    expect(await offerHoldsOf(knex, ['offer-old'])).toEqual([{ offerId: 'offer-old', orderReference: 'ORDER-OLD' }]);
    expect((await readStoredDocument(knex, 'TK-OLD', 'en'))?.toString()).toBe('%PDF-1.7 old');
  });
});
