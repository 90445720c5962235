import { useEffect, useState } from 'react';
import type { DeviceLink, DeviceLinkKind } from '../../api-client/login/login-types';
import { loadLoginApi } from '../../api-client/login/load-login-api';

/** SK: never show a QR code older than 3 seconds; a fresh one is asked for each second. */
const refreshMs = 1000;
const staleAfterMs = 3000;

/** `answered`: the server has answered at least once (so a missing link means it could not be refreshed). */
export type DeviceLinkView = { link: DeviceLink | null; refusal: string | null; answered: boolean };

/**
 * The device link of a running Smart-ID login, fetched from the server (which makes it at that moment):
 * a QR link each second, a Web2App link once. A link that could not be refreshed in time is dropped; a
 * refusal (qrExpired, loginEnded) stops the asking and is handed to the caller.
 */
export function useDeviceLink(loginId: string | null, kind: DeviceLinkKind): DeviceLinkView {
  const [view, setView] = useState<Omit<DeviceLinkView, 'answered'> & { at: number }>({ link: null, refusal: null, at: 0 });

  useEffect(() => {
    setView({ link: null, refusal: null, at: 0 });
    if (!loginId) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const { fetchSmartIdDeviceLink } = await loadLoginApi();
      const answer = await fetchSmartIdDeviceLink(loginId, kind);
      if (!active) return;
      if (!answer.ok && answer.rejection.code === 'networkError') setView((current) => ({ ...current, at: current.at || Date.now() }));
      if (answer.ok) setView({ link: answer.value, refusal: null, at: Date.now() });
      else if (answer.rejection.code !== 'networkError') {
        setView({ link: null, refusal: answer.rejection.code, at: Date.now() });
        return;
      }
      if (kind === 'QR' || !answer.ok) timer = setTimeout(() => void ask(), refreshMs);
    };
    void ask();
    // Also when an answer hangs: a QR code that is not fresh any more disappears.
    const watch = setInterval(() => setView((current) => (current.link && kind === 'QR' && Date.now() - current.at > staleAfterMs ? { ...current, link: null } : current)), refreshMs);
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
      clearInterval(watch);
    };
  }, [loginId, kind]);

  return { link: view.link, refusal: view.refusal, answered: view.at > 0 };
}
