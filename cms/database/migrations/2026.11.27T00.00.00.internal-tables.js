'use strict';
// The provider's tables that are no content types (nothing for the admin, no documents): the rate limits'
// token buckets, the offer holds of payments being started, and the rendered policy PDFs. Strapi's schema sync
// leaves tables it did not make alone. IF NOT EXISTS: a database from before this migration made them at start.

/** @param {import('knex').Knex} knex */
async function up(knex) {
  const bytes = /^(pg|postgres)/.test(String(knex.client.config.client)) ? 'BYTEA' : 'BLOB';
  await knex.raw(
    'CREATE TABLE IF NOT EXISTS rate_limit_buckets (bucket VARCHAR(255) PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, allowed INTEGER NOT NULL)',
  );
  await knex.raw('CREATE TABLE IF NOT EXISTS payment_offer_holds (offer_id VARCHAR(64) PRIMARY KEY, order_reference VARCHAR(40) NOT NULL)');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS policy_documents (policy_number VARCHAR(60) NOT NULL, language VARCHAR(2) NOT NULL, pdf ${bytes} NOT NULL, PRIMARY KEY (policy_number, language))`,
  );
}

module.exports = { up };
