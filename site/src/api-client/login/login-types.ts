/** What the login page and the header's account corner work with: plain domain types, never the API's shapes. */
export interface Customer {
  givenName: string;
  surname: string;
  personalCode: string;
}

/** A company the logged-in person chose to act for in this login. */
export interface ActingFor {
  registryCode: string;
  name: string;
}

/** Who is logged in (null: nobody), whom they act for (null: themselves) and how many lines the cart has: what the header shows. */
export interface SessionSummary {
  customer: Customer | null;
  actingFor: ActingFor | null;
  cartCount: number;
}

export type LoginMethod = 'smartId' | 'mobileId' | 'idCard';
/** Every login method, in the login page's order. */
export const allLoginMethods: readonly LoginMethod[] = ['smartId', 'mobileId', 'idCard'];
export interface LoginStart {
  loginId: string;
  /** Null for a Smart-ID device-link login (QR or app link instead). */
  verificationCode: string | null;
}
/** SK's names: QR for another device, WEB2APP to open the app on this one. */
export type DeviceLinkKind = 'QR' | 'WEB2APP';
export interface DeviceLink {
  link: string;
  /** QR only: seconds until this login stops showing QR codes. */
  expiresInSeconds: number | null;
}
export type LoginState = { state: 'running' } | { state: 'complete'; customer: Customer } | { state: 'failed'; outcome: string };
