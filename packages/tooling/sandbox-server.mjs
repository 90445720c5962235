// The e-ID, ID card and payment sandboxes in a process of their own (the built CMS's modules), for a CMS
// started with SANDBOXES_IN_PROCESS=false and SANDBOX_URL=<this address>; both need the same APP_KEYS.
// Usage: npm run sandboxes [-- --port 1338]   (SANDBOX_PUBLIC_URL: the address browsers reach it at)
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/run.mjs';

const portIndex = process.argv.indexOf('--port');
const port = Number(portIndex > -1 ? process.argv[portIndex + 1] : process.env.SANDBOX_PORT ?? 1338);
const load = createRequire(import.meta.url);
const { startSandboxServer } = load(path.join(root, 'cms/dist/src/commerce/outside/sandbox-server.js'));
// The CMS's own settings, checked as the CMS checks them (this process's environment).
const { readSettings } = load(path.join(root, 'cms/dist/src/settings/settings.js'));
const server = await startSandboxServer({ port, publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined, settings: readSettings() });
console.log(`Sandboxes listening at ${server.url}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close().then(() => process.exit(0)));
