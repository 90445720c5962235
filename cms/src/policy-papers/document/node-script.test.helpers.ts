import { spawn } from 'node:child_process';
import path from 'node:path';

const cmsDir = path.resolve(__dirname, '..', '..', '..');

/**
 * Runs a script in a plain Node process in the CMS's folder, `input` on its standard input: what it printed.
 * pdf-parse (pdf.js) is read this way because Jest's module system does not load its ES modules.
 */
export function runNodeScript(script: string, input: string | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: cmsDir, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`node exited with ${code}: ${Buffer.concat(err).toString()}`));
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.end(typeof input === 'string' ? input : Buffer.from(input));
  });
}
