'use strict';
// Servers the tests start in a temporary folder of their own (nginx) outlive a test run killed outright
// (SIGKILL, a lost terminal): no exit handler runs. Each folder names the process that started it, and the
// next run stops the servers whose starter is gone.
const { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ownerFile = 'owner.pid';

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The program a process runs, from Linux's /proc (empty when it is gone), so a reused pid is never stopped. */
function programOf(pid) {
  try {
    // comm, not cmdline: nginx rewrites its command line into a process title.
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Records in a server's folder that this process started it. */
function markOwner(folder) {
  writeFileSync(path.join(folder, ownerFile), String(process.pid));
}

/**
 * In `parent`, the folders named `prefix…` whose starter is gone: the server whose pid is in `pidFile` is sent
 * SIGTERM when it still runs `program`, and the folder removed. Answers the folders removed.
 */
function stopOrphaned(parent, prefix, pidFile, program) {
  const removed = [];
  for (const name of readdirSync(parent).filter((entry) => entry.startsWith(prefix))) {
    const folder = path.join(parent, name);
    const pidIn = (file) => (existsSync(path.join(folder, file)) ? Number(readFileSync(path.join(folder, file), 'utf8').trim()) : NaN);
    const owner = pidIn(ownerFile);
    if (!Number.isInteger(owner) || running(owner)) continue;
    const server = pidIn(pidFile);
    if (Number.isInteger(server) && programOf(server) === program) process.kill(server, 'SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

module.exports = { markOwner, stopOrphaned };
