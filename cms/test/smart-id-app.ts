import Database from 'better-sqlite3';
import type { Client } from './commerce-flows';
import { DEVICE_LINK, START_DEVICE_LINK } from './commerce-operations';

/** What the sandbox's Smart-ID app answers when it opens a device link. */
export interface ScanAnswer {
  status: number;
  body: { accepted?: boolean; endResult?: string; callbackUrl?: string; error?: string };
}

/** The Smart-ID device link steps (RP API v3) against the CMS at `url()`, whose settings `env()` gives. */
export function deviceLinkSteps(url: () => string, env: () => Readonly<Record<string, string>>) {
  /** The sandbox's Smart-ID app opening a link the API made, as the demo identity. */
  const scan = async (link: string, personalCode: string): Promise<ScanAnswer> => {
    const response = await fetch(`${url()}/sandbox/e-id/smart-id-app/scan`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link, personalCode }),
    });
    return { status: response.status, body: (await response.json()) as ScanAnswer['body'] };
  };
  const linkOf = async (client: Client, id: string, type = 'QR') => (await client.query(DEVICE_LINK, { id, type })).data.smartIdDeviceLink;
  const startDeviceLink = async (client: Client) => {
    const started = (await client.query(START_DEVICE_LINK)).data.startSmartIdLogin;
    expect(started).toEqual({ login: { loginId: expect.any(String), verificationCode: null }, rejection: null });
    return started.login.loginId as string;
  };
  /** Where the app sends the person back after a same-device login. */
  const callbackUrlOf = (scanned: ScanAnswer) => {
    if (!scanned.body.callbackUrl) throw new Error(`The app gave no callback URL: ${JSON.stringify(scanned)}`);
    return new URL(scanned.body.callbackUrl);
  };
  /** What the attempt row keeps (SQLite only: read from the test's own database file). */
  const storedSecret = (): string | null => {
    if (env().DATABASE_CLIENT !== 'sqlite') return null;
    const db = new Database(env().DATABASE_FILENAME!, { readonly: true });
    try {
      const row = db.prepare('select device_link_session as kept from login_attempts where device_link_session is not null order by id desc limit 1').get() as { kept: string };
      return JSON.parse(row.kept).sessionSecret;
    } finally {
      db.close();
    }
  };
  return { scan, linkOf, startDeviceLink, callbackUrlOf, storedSecret };
}
