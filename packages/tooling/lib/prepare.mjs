import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { whenStale } from './fingerprint.mjs';
import { root, run, step } from './run.mjs';

const yarnRelease = path.join(root, '.yarn/releases/yarn-4.18.1.cjs');
const stateDir = path.join(root, '.state');

/** Yarn, with native addons built against this machine's Node headers (no header download). */
export function yarn(args, options = {}) {
  const env = { ...process.env, ...(options.env ?? {}) };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return run(process.execPath, [yarnRelease, ...args], { ...options, env });
}

/** package.json of every workspace: what the install depends on. */
function workspaceManifests() {
  const packages = readdirSync(path.join(root, 'packages')).map((name) => path.join('packages', name));
  return ['cms', 'site', ...packages].map((dir) => path.join(root, dir, 'package.json')).filter(existsSync);
}

export function bin(name) {
  return path.join(root, 'node_modules/.bin', name);
}

/** Installs dependencies, then compiles the shared packages and builds the CMS beside the API client's types: each only when stale. */
export async function prepare() {
  mkdirSync(stateDir, { recursive: true });
  step('Dependencies');
  await whenStale(
    {
      name: 'yarn install',
      inputs: [...['package.json', 'yarn.lock', '.yarnrc.yml', '.yarn/patches'].map((file) => path.join(root, file)),
        ...workspaceManifests()],
      stamp: path.join(stateDir, 'install.stamp'),
      outputs: [path.join(root, 'node_modules/.bin/strapi')],
    },
    () => yarn(['install', '--immutable']),
  );

  // The API client's types need only the install: they are made beside the packages and the CMS build.
  await Promise.all([apiClientTypes(), sharedPackages().then(cmsBuild)]);
}

/** The shared packages, compiled (the CMS and the site import their output). */
async function sharedPackages() {
  step('Shared packages');
  await whenStale(
    {
      name: 'packages (tsc)',
      // Only what tsc compiles: a change to the tooling or the e-mail provider builds nothing here.
      inputs: [path.join(root, 'tsconfig.json'), path.join(root, 'packages/routes'), path.join(root, 'packages/domain')],
      stamp: path.join(stateDir, 'packages.stamp'),
      outputs: [path.join(root, 'packages/routes/dist/index.js'), path.join(root, 'packages/domain/dist/index.js'), path.join(root, 'packages/domain/dist/esm/index.js'), path.join(root, 'packages/routes/dist/esm/index.js')],
    },
    async () => {
      await run(bin('tsc'), ['-b', 'packages/routes', 'packages/domain']);
      // The site's webpack takes the domain and the route table as ES modules (the `webpack` condition of their
      // exports), which it can tree-shake: a chunk gets only the functions it uses (no page gets the security
      // headers the build writes for nginx). Node and Jest take the CommonJS build.
      await run(bin('tsc'), ['-p', 'packages/domain/tsconfig.esm.json']);
      await run(bin('tsc'), ['-p', 'packages/routes/tsconfig.esm.json']);
    },
  );
}

/** The site's GraphQL operations' types, made from the provider API's schema file. */
async function apiClientTypes() {
  step('API client types');
  await whenStale(
    {
      name: 'gql.tada output',
      inputs: [path.join(root, 'site/src/api-client/schema.graphql'), path.join(root, 'site/tsconfig.json')],
      stamp: path.join(stateDir, 'api-types.stamp'),
      outputs: [path.join(root, 'site/src/api-client/graphql-env.d.ts')],
    },
    () => run(bin('gql-tada'), ['generate', 'output'], { cwd: path.join(root, 'site') }),
  );
}

/** The CMS, built for `strapi start`. */
async function cmsBuild() {
  step('CMS build');
  const cms = path.join(root, 'cms');
  await whenStale(
    {
      name: 'strapi build',
      inputs: [path.join(root, 'tsconfig.json'), path.join(root, 'packages/routes/dist'), path.join(root, 'packages/domain/dist'),
        ...['config', 'src', 'package.json', 'tsconfig.json', 'favicon.png'].map((entry) => path.join(cms, entry))],
      stamp: path.join(stateDir, 'cms-build.stamp'),
      outputs: [path.join(cms, 'dist/src/index.js'), path.join(cms, 'dist/build/index.html')],
    },
    () => run(bin('strapi'), ['build'], { cwd: cms, env: { ...process.env, NODE_ENV: 'production' } }),
  );
}
