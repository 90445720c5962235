/** Unit tests of every workspace (fast, no servers). The CMS API tests have their own config. */
const path = require('path');

const repoRoot = path.resolve(__dirname, '../..');
const swc = ['@swc/jest', { jsc: { target: 'es2021', parser: { syntax: 'typescript', tsx: true } } }];

const unitProject = (displayName, dir) => ({
  displayName,
  rootDir: path.join(repoRoot, dir),
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
});

const siteSwc = ['@swc/jest', {
  jsc: { target: 'es2021', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: '@theme-ui/core' } } },
}];

module.exports = {
  rootDir: repoRoot,
  projects: [
    unitProject('routes', 'packages/routes'),
    unitProject('domain', 'packages/domain'),
    unitProject('cms', 'cms'),
    {
      displayName: 'site',
      rootDir: path.join(repoRoot, 'site'),
      testEnvironment: 'jsdom',
      transform: { '^.+\\.tsx?$': siteSwc },
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/gatsby/**/*.test.ts'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    },
    {
      displayName: 'tooling',
      rootDir: path.join(repoRoot, 'packages/tooling'),
      testEnvironment: 'node',
      transform: {},
      testMatch: ['<rootDir>/lib/**/*.test.cjs'],
    },
  ],
};
