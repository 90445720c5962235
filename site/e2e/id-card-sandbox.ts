import type { Page } from '@playwright/test';

export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://localhost:1337';

/**
 * The Web eID extension's stand-in: it answers the page's `web-eid:authenticate` message as the
 * extension would, signing the challenge with the sandbox's demo identity (or failing with `failWith`).
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
      if (failure) {
        window.postMessage({ action: 'web-eid:authenticate-failure', error: { code: failure } }, window.location.origin);
        return;
      }
      const sign = (window as unknown as { sandboxIdCardSign: (nonce: string, origin: string) => Promise<Record<string, string>> }).sandboxIdCardSign;
      const token = await sign(event.data.challengeNonce, window.location.origin);
      window.postMessage({ action: 'web-eid:authenticate-success', ...token }, window.location.origin);
    });
  }, failWith ?? null);
}

