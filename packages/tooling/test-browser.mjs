// A chosen part of the browser tests, for development: `npm run test:browser -- e2e/login-flows.spec.ts -g "Smart-ID"`.
// The arguments go to `playwright test`. `npm test` runs every test.
import { runBrowserTests } from './lib/browser-tests.mjs';
import { prepare } from './lib/prepare.mjs';

await prepare();
try {
  await runBrowserTests({ playwrightArgs: process.argv.slice(2) });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
