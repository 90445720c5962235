import { SandboxVehicleRegister } from './sandbox-register';
import { lookupWithin, NoVehicleRegister } from './vehicle-register';

describe('asking the vehicle register within a time limit', () => {
  it('gives the register’s answer, a known plate or an unknown one', async () => {
    const register = new SandboxVehicleRegister();
    expect(await lookupWithin(register, '123ABC', 1_000)).toMatchObject({ found: true, vehicle: { plate: '123ABC' } });
    expect(await lookupWithin(register, '000ZZZ', 1_000)).toEqual({ found: false, plate: '000ZZZ' });
  });

  it('knows every dealer test plate PROOV 0000 to PROOV 9999 as a registered car of its own, and no longer or other dealer plate', async () => {
    const register = new SandboxVehicleRegister();
    for (const plate of ['PROOV0000', 'PROOV0417', 'PROOV9999']) {
      expect(await lookupWithin(register, plate, 1_000)).toEqual({
        found: true,
        vehicle: { plate, make: 'Škoda', model: 'Octavia', year: 2020, category: 'car', bodyType: 'sedan', powerKw: 110, massKg: 1950, seats: 5, status: 'registered' },
      });
    }
    for (const plate of ['PROOV123', 'PROOV12345', 'PRO1234']) expect(await lookupWithin(register, plate, 1_000)).toEqual({ found: false, plate });
  });

  it('gives no answer when the register is silent past the limit, fails, or is not configured', async () => {
    const started = Date.now();
    expect(await lookupWithin(new SandboxVehicleRegister({ delayMs: 300 }), '123ABC', 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await lookupWithin({ lookup: () => Promise.reject(new Error('connection refused')) }, '123ABC', 1_000)).toBeNull();
    expect(await lookupWithin(new NoVehicleRegister(), '123ABC', 1_000)).toBeNull();
    expect(await lookupWithin(new SandboxVehicleRegister({ silentPlates: new Set(['123ABC']) }), '123ABC', 1_000)).toBeNull();
  });
});
