import type { Page } from '@playwright/test';

export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://localhost:1337';

/**
 * The Web eID extension's stand-in, speaking its protocol (web-eid-webextension src/content/content.ts and
 * src/background/background.ts): it acknowledges the page's `web-eid:authenticate` message, and answers with
 * `web-eid:authenticate-success` and the token (the sandbox's demo identity signs the challenge) or with
 * `web-eid:authenticate-failure` and the error as the extension serializes it (`failWith`: its code). Like the
 * extension, it answers nothing to a request without a SemVer `libraryVersion` (its version check throws then).
 */
export async function installIdCard(page: Page, personalCode: string, failWith?: string) {
  await page.exposeFunction('sandboxIdCardSign', async (challengeNonce: string, origin: string) => {
    const response = await fetch(`${cmsUrl}/sandbox/id-card/web-eid/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalCode, challengeNonce, origin }),
    });
    return response.json();
  });
  await page.addInitScript((failure) => {
    window.addEventListener('message', async (event) => {
      if (event.source !== window || event.data?.action !== 'web-eid:authenticate') return;
      window.postMessage({ action: 'web-eid:authenticate-ack' }, window.location.origin);
      const { libraryVersion, challengeNonce, options } = event.data as { libraryVersion?: unknown; challengeNonce?: unknown; options?: { lang?: unknown } };
      if (typeof libraryVersion !== 'string' || !/^\d+\.\d+\.\d+/.test(libraryVersion)) return;
      if (options?.lang !== undefined && typeof options.lang !== 'string') return;
      if (failure) {
        const error = { name: 'Error', message: `sandbox extension: ${failure}`, code: failure, stack: '' };
        window.postMessage({ action: 'web-eid:authenticate-failure', error }, window.location.origin);
        return;
      }
      const sign = (window as unknown as { sandboxIdCardSign: (nonce: string, origin: string) => Promise<Record<string, string>> }).sandboxIdCardSign;
      const token = await sign(String(challengeNonce), window.location.origin);
      window.postMessage({ action: 'web-eid:authenticate-success', ...token }, window.location.origin);
    });
  }, failWith ?? null);
}
