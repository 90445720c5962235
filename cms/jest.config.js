/**
 * API tests: each suite boots the built CMS as a real process on a fresh database, per database in
 * CMS_TEST_DATABASES (test/global-setup.ts). These suites run once, on SQLite: a run on PostgreSQL
 * alone (`npm test` runs one jest process per database) leaves them to the SQLite one.
 */
const sqliteOnlySuites = ['api-schema', 'document-worker', 'http-limits-api', 'insurer-logos-api', 'production-gate-api', 'public-endpoints-fuzz-api'];
const databases = (process.env.CMS_TEST_DATABASES ?? '').split(',').filter(Boolean);
const withoutSqlite = databases.length > 0 && !databases.includes('sqlite');
/** A test or hook may take a CMS boot (test/strapi-process.ts) and a minute more. */
const bootTimeoutMs = Number(process.env.CMS_BOOT_TIMEOUT_MS || 120_000);

module.exports = {
  displayName: 'cms-api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2021', parser: { syntax: 'typescript' } } }] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(withoutSqlite ? sqliteOnlySuites.map((name) => `/test/${name}\\.test\\.ts$`) : [])],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: bootTimeoutMs + 60_000,
};
