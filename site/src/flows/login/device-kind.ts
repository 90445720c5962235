/** Phone, tablet or computer, as SK's UX guidance tells them apart: by touch and screen size, not the User-Agent. */
export type DeviceKind = 'phone' | 'tablet' | 'computer';

export function deviceKind(view: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): DeviceKind {
  if (!view?.matchMedia) return 'computer';
  if (!view.matchMedia('(pointer: coarse)').matches) return 'computer';
  return view.matchMedia('(max-width: 767px)').matches ? 'phone' : 'tablet';
}

/** How Smart-ID can be used on this device, the default first: the same device on a phone, a QR code elsewhere. */
export type SmartIdWay = 'qr' | 'app' | 'notification';
export const smartIdWays: Record<DeviceKind, SmartIdWay[]> = {
  phone: ['app', 'qr', 'notification'],
  tablet: ['qr', 'app', 'notification'],
  computer: ['qr', 'notification'],
};
