/** The worker thread of document-renderer.ts: renders the documents it is sent, one after the other. */
import { parentPort } from 'node:worker_threads';
import { renderPolicyDocument, type DocumentLanguage, type PolicyDocumentData } from './policy-document';

parentPort!.on('message', async ({ id, data, language }: { id: number; data: PolicyDocumentData; language: DocumentLanguage }) => {
  try {
    const pdf = await renderPolicyDocument(data, language);
    parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
