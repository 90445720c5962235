import { deviceKind, smartIdWays } from './device-kind';

describe('the device kind', () => {
  const view = (coarse: boolean, narrow: boolean) => ({
    matchMedia: (query: string) => ({ matches: query.includes('pointer') ? coarse : narrow }) as MediaQueryList,
  });

  it('is a phone with touch and a small screen, a tablet with touch, otherwise a computer', () => {
    expect(deviceKind(view(true, true))).toBe('phone');
    expect(deviceKind(view(true, false))).toBe('tablet');
    expect(deviceKind(view(false, true))).toBe('computer');
  });

  it('offers the app first on a phone, a QR code first elsewhere, the personal code last', () => {
    expect(smartIdWays.phone).toEqual(['app', 'qr', 'notification']);
    expect(smartIdWays.tablet[0]).toBe('qr');
    expect(smartIdWays.computer).toEqual(['qr', 'notification']);
  });
});
