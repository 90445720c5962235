import type { CvFile } from '@kindlustus/domain';

/** How many of the CV's first bytes are read to check it is what its name says. */
const cvHeadBytes = 16;

/** The file's first bytes (FileReader: every browser has it). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** The chosen CV as the domain's `cvProblem` checks it: name, size and first bytes; null when none is chosen. */
export async function cvFacts(cv: File | null): Promise<CvFile | null> {
  if (!cv) return null;
  return { name: cv.name, size: cv.size, head: await firstBytes(cv, cvHeadBytes) };
}
