/** API tests: each suite boots the built CMS as a real process on a fresh database. */
module.exports = {
  displayName: 'cms-api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2021', parser: { syntax: 'typescript' } } }] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 180_000,
};
