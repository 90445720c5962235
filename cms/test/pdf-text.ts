import { spawn } from 'node:child_process';
import path from 'node:path';

const cmsDir = path.resolve(__dirname, '..');
// pdf-parse (pdf.js) runs in a plain Node process: Jest's module system does not load its ES modules.
const parseScript = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
`;

/** The text of a PDF, with its line breaks and runs of spaces made single spaces. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', parseScript], { cwd: cmsDir, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-parse exited with ${code}: ${Buffer.concat(err).toString()}`));
      resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' '));
    });
    child.stdin.end(Buffer.from(bytes));
  });
}
