'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { markOwner, stopOrphaned } = require('./orphaned-servers.cjs');

/** A process whose program name (comm) is `name`: a copy of sleep under that name. */
function serverNamed(name, folder) {
  const program = path.join(folder, name);
  spawnSync('cp', [spawnSync('sh', ['-c', 'command -v sleep']).stdout.toString().trim(), program]);
  const child = spawn(program, ['60'], { stdio: 'ignore' });
  return child;
}

const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve)));

describe('servers left behind by a test run that was killed outright', () => {
  let parent;
  let bin;
  const children = [];
  beforeEach(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'orphans-'));
    bin = mkdtempSync(path.join(tmpdir(), 'orphans-bin-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    rmSync(parent, { recursive: true, force: true });
    rmSync(bin, { recursive: true, force: true });
  });

  /** A server folder as startNginx makes one, started by `owner`. */
  function folder(name, owner, server) {
    const dir = path.join(parent, name);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'owner.pid'), String(owner));
    if (server) writeFileSync(path.join(dir, 'nginx.pid'), String(server.pid));
    return dir;
  }

  it('stops the server whose starter is gone and removes its folder; the servers of running starters stay', async () => {
    // A starter that has ended: a finished child process's pid.
    const gone = spawnSync('true').pid;
    const orphan = serverNamed('nginx', bin);
    const kept = serverNamed('nginx', bin);
    children.push(orphan, kept);
    const orphanFolder = folder('nginx-test-a', gone, orphan);
    const keptFolder = folder('nginx-test-b', process.pid, kept);

    expect(stopOrphaned(parent, 'nginx-test-', 'nginx.pid', 'nginx')).toEqual([orphanFolder]);
    await exited(orphan);
    expect(orphan.signalCode).toBe('SIGTERM');
    expect(existsSync(orphanFolder)).toBe(false);
    expect(kept.exitCode === null && kept.signalCode === null).toBe(true);
    expect(existsSync(keptFolder)).toBe(true);
  });

  it('never stops a process that took a dead server\'s pid: it runs another program', () => {
    const gone = spawnSync('true').pid;
    const other = serverNamed('not-nginx', bin);
    children.push(other);
    folder('nginx-test-c', gone, other);

    expect(stopOrphaned(parent, 'nginx-test-', 'nginx.pid', 'nginx')).toHaveLength(1);
    expect(other.exitCode === null && other.signalCode === null).toBe(true);
  });

  it('marks a folder with the process that started it', () => {
    const dir = folder('nginx-test-d', 0);
    markOwner(dir);
    expect(stopOrphaned(parent, 'nginx-test-', 'nginx.pid', 'nginx')).toEqual([]);
  });
});
