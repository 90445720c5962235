import { SandboxVehicleRegister } from './sandbox-register';
import { lookupWithin, NoVehicleRegister } from './vehicle-register';

describe('asking the vehicle register within a time limit', () => {
  it('gives the register’s answer, a known plate or an unknown one', async () => {
    const register = new SandboxVehicleRegister();
    expect(await lookupWithin(register, '123ABC', 1_000)).toMatchObject({ found: true, vehicle: { plate: '123ABC' } });
    expect(await lookupWithin(register, '000ZZZ', 1_000)).toEqual({ found: false, plate: '000ZZZ' });
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
