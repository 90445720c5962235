'use strict';
// What the build runner's tests share: builds and publishes the test drives by hand, and a local server.
const http = require('node:http');

const quietLog = { info() {}, error() {} };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A build() whose every call returns a promise the test settles by hand. started(i) resolves with the
 * deferred of the i-th call (0-based) once that call has happened; active/maxActive count overlapping builds.
 */
function controlledBuild() {
  const signals = [];
  const signal = (i) => (signals[i] ??= deferred());
  const counters = { active: 0, maxActive: 0 };
  let calls = 0;
  const build = jest.fn(() => {
    const d = deferred();
    const i = calls++;
    counters.active += 1;
    counters.maxActive = Math.max(counters.maxActive, counters.active);
    const done = () => {
      counters.active -= 1;
    };
    d.promise.then(done, done);
    signal(i).resolve(d);
    return d.promise;
  });
  return { build, counters, started: (i) => signal(i).promise };
}

/** A publish() that names each release site-1, site-2, … */
const countingPublish = () => {
  let n = 0;
  return jest.fn(async () => `site-${++n}`);
};

/** Starts handler on a free port; returns its base URL. */
async function listen(handler) {
  const server = http.createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

async function close(server) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

module.exports = { quietLog, sleep, controlledBuild, countingPublish, listen, close };
