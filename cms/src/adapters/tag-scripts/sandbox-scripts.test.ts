import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { runInNewContext } from 'vm';
import { scriptsSandboxEnabled } from '../../settings/outside-choice';
import { readSettings } from '../../settings/settings';
import { createScriptsSandbox, initialScriptIds, sandboxScript, sandboxScriptNames } from './sandbox-scripts';

describe('the outside scripts sandbox', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => void createScriptsSandbox()(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(sandboxScriptNames)('serves %s.js as JavaScript', async (name) => {
    const response = await fetch(`${base}/${name}.js?id=X`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe(sandboxScript(name));
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${base}/other.js`)).status).toBe(404);
    expect((await fetch(`${base}/gtm.js`, { method: 'POST' })).status).toBe(404);
  });

  it('records that a script ran, with the id it was given', () => {
    const window: Record<string, unknown> = { _hjSettings: { hjid: 42 }, _smartsupp: { key: 'chat-key' } };
    const document = { currentScript: { src: 'http://localhost/sandbox/scripts/gtm.js?id=GTM-TEST' } };
    for (const name of ['gtm', 'hotjar', 'smartsupp'] as const) runInNewContext(sandboxScript(name), { window, document, location: { pathname: '/' }, URL });
    expect(window.__sandboxScripts).toEqual([
      { name: 'tagManager', id: 'GTM-TEST', page: '/' },
      { name: 'heatmap', id: '42', page: '/' },
      { name: 'chat', id: 'chat-key', page: '/' },
    ]);
    expect(window.dataLayer).toEqual([{ event: 'gtm.load' }]);
  });

  it('seeds sandbox ids only while the scripts are sandboxed', () => {
    expect(initialScriptIds(scriptsSandboxEnabled(readSettings({})))).toMatchObject({ tagManagerId: 'GTM-SANDBOX', analyticsId: 'G-SANDBOX' });
    expect(initialScriptIds(scriptsSandboxEnabled(readSettings({ SCRIPTS: 'live' })))).toEqual({});
  });
});
