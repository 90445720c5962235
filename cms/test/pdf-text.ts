import { runNodeScript } from '../src/policy-papers/document/node-script.test.helpers';

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
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await runNodeScript(parseScript, bytes)).replace(/\s+/g, ' ');
}
