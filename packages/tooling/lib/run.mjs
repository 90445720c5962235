import { spawn } from 'node:child_process';

export const root = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs a command, handing each whole line it prints to `onLine(line, 'stdout' | 'stderr')`; rejects as `run`. */
export function runLines(command, args, options, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const name of ['stdout', 'stderr']) {
      let rest = '';
      child[name].on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) onLine(line, name);
      });
      child[name].on('end', () => rest && onLine(rest, name));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs a command beside others: each line it prints goes out whole, after `prefix`, so that two runs at once stay readable. */
export function runPrefixed(prefix, command, args, options = {}) {
  return runLines(command, args, options, (line, name) => process[name].write(`${prefix} ${line}\n`));
}

export function step(message) {
  console.log(`\n▸ ${message}`);
}

/** Polls a URL until it answers below 500, or fails after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} stopped`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A TCP port nobody listens on right now. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
