import path from 'path';
import type { Core } from '@strapi/strapi';

/** SQLite by default (embedded, for a fresh machine); PostgreSQL in production via DATABASE_CLIENT=postgres. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'kindlustus'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" (default) or "postgres".`);
  }
  return {
    connection: {
      client: 'sqlite',
      // Relative to the CMS folder (this file runs from dist/config); an absolute path is kept as is.
      connection: { filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      pool: {
        // Write-ahead logging: readers do not wait for a writer, and a commit needs no full sync.
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
          const sqlite = connection as { pragma: (statement: string) => unknown };
          sqlite.pragma('journal_mode = WAL');
          sqlite.pragma('synchronous = NORMAL');
          done(undefined, connection);
        },
      },
      acquireConnectionTimeout,
    },
  };
};

export default config;
