/**
 * What the CMS needs from a captcha service: the server-side check of the token the browser's widget
 * produced. A verdict never throws; why a token was refused is told by `reason`:
 * - missingToken: the form came without a token (the widget did not run);
 * - invalidToken: forged, unknown, refused by the service, or solved on a site we do not expect;
 * - expiredOrDuplicate: older than two minutes or already verified once (the user may retry);
 * - misconfigured: our secret key or request is wrong (an operator must act, not the user);
 * - unavailable: the service could not be asked (network, timeout, HTTP error, unreadable answer).
 */
export type CaptchaRefusal = 'missingToken' | 'invalidToken' | 'expiredOrDuplicate' | 'misconfigured' | 'unavailable';

export type CaptchaVerdict =
  | { ok: true; hostname: string }
  | { ok: false; reason: CaptchaRefusal; errorCodes: string[] };

export interface CaptchaVerifier {
  /** Verifies one token; a token passes at most once. */
  verify(token: string, remoteIp?: string): Promise<CaptchaVerdict>;
}
