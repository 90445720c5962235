// The boot's phases, for the API tests' boot log (boot-log.ts): preloaded (node --require) into the CMS processes
// the tests start (strapi-process.ts), it times Strapi's own steps and each capability's bootstrap from outside,
// by wrapping their functions, and prints one line when the server listens:
//   boot phases {"node":…,"load":…,"register":…,"schema":…,…,"cpu":…}   (seconds; cpu: the process's CPU time until then)
// A real CMS never loads this file.
const path = require('node:path');

const preloaded = Date.now();
const spawnedAt = Number(process.env.CMS_TEST_SPAWNED_AT || preloaded);
const phases = { node: (preloaded - spawnedAt) / 1000 };
const capabilities = {};

const add = (record, name, since) => {
  record[name] = Math.round((record[name] ?? 0) * 1000 + (Date.now() - since)) / 1000;
};

/** Replaces `target[method]` by the same function timed into `record[name]`. */
function timeMethod(target, method, record, name) {
  const original = target[method];
  if (typeof original !== 'function') return;
  target[method] = async function timed(...args) {
    const started = Date.now();
    try {
      return await original.apply(this, args);
    } finally {
      add(record, name, started);
    }
  };
}

/** Each capability's bootstrap and start (cms/src/index.ts's list, the module Strapi loaded). */
function timeCapabilities() {
  let list;
  try {
    ({ capabilities: list } = require(path.join(path.resolve(__dirname, '..'), 'dist', 'src', 'index.js')));
  } catch {
    return;
  }
  for (const capability of list ?? []) {
    timeMethod(capability, 'bootstrap', capabilities, capability.name);
    timeMethod(capability, 'start', capabilities, capability.name);
  }
}

/** Wraps Strapi's steps (its classes as installed; a change of Strapi's files leaves the phases out, not the boot). */
function instrument() {
  const cmsDir = path.resolve(__dirname, '..');
  const coreDir = path.dirname(require.resolve('@strapi/core/package.json', { paths: [cmsDir] }));
  const databaseDir = path.dirname(require.resolve('@strapi/database/package.json', { paths: [coreDir] }));
  const Strapi = require(path.join(coreDir, 'dist', 'Strapi.js'));
  const { Database } = require(path.join(databaseDir, 'dist', 'index.js'));

  // Node's start and Strapi's modules until the register begins.
  const { register, bootstrap, runPluginsLifecycles, runUserLifecycles } = Strapi.prototype;
  Strapi.prototype.register = async function timedRegister(...args) {
    add(phases, 'load', preloaded);
    const started = Date.now();
    try {
      return await register.apply(this, args);
    } finally {
      add(phases, 'register', started);
    }
  };
  Strapi.prototype.bootstrap = async function timedBootstrap(...args) {
    const started = Date.now();
    try {
      return await bootstrap.apply(this, args);
    } finally {
      add(phases, 'bootstrap', started);
    }
  };
  Strapi.prototype.runPluginsLifecycles = async function timedPlugins(lifecycle, ...rest) {
    const started = Date.now();
    try {
      return await runPluginsLifecycles.call(this, lifecycle, ...rest);
    } finally {
      if (lifecycle === 'bootstrap') add(phases, 'plugins', started);
    }
  };
  Strapi.prototype.runUserLifecycles = async function timedUser(lifecycle, ...rest) {
    if (lifecycle === 'bootstrap') timeCapabilities();
    const started = Date.now();
    try {
      return await runUserLifecycles.call(this, lifecycle, ...rest);
    } finally {
      if (lifecycle === 'bootstrap') add(phases, 'capabilities', started);
    }
  };

  // The database: connecting, then migrations and the schema's sync (a fresh database creates every table).
  const { init } = Database.prototype;
  Database.prototype.init = async function timedInit(...args) {
    const started = Date.now();
    try {
      return await init.apply(this, args);
    } finally {
      add(phases, 'dbInit', started);
      timeMethod(this.schema, 'sync', phases, 'schema');
    }
  };

  // The server listens once the bootstrap is done: print the phases then, and only if it does (the tests take the
  // line as the sign that this CMS, not another server given the same port, answers on it: strapi-process.ts).
  const { listen } = Strapi.prototype;
  Strapi.prototype.listen = async function timedListen(...args) {
    const started = Date.now();
    const listening = await listen.apply(this, args);
    add(phases, 'listen', started);
    const { user, system } = process.cpuUsage();
    phases.cpu = Math.round((user + system) / 1000) / 1000;
    const slowest = Object.entries(capabilities).filter(([, seconds]) => seconds >= 0.05).sort((a, b) => b[1] - a[1]);
    process.stdout.write(`\nboot phases ${JSON.stringify({ ...phases, capability: Object.fromEntries(slowest) })}\n`);
    return listening;
  };
}

try {
  instrument();
} catch (error) {
  process.stderr.write(`boot phases not timed: ${error instanceof Error ? error.message : error}\n`);
}
