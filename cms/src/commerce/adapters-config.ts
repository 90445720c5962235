import type { Insurer } from '../adapters/insurers/insurer';
import { parseDelays, SandboxInsurer } from '../adapters/insurers/sandbox-insurer';
import { sandboxTariffs } from '../adapters/insurers/sandbox-tariffs';
import { SandboxVehicleRegister } from '../adapters/vehicle-register/sandbox-register';
import type { VehicleRegister } from '../adapters/vehicle-register/vehicle-register';

/**
 * Which implementation of each outside system runs: the sandbox is the default, so a fresh machine
 * works end to end. A real insurer or register is another implementation chosen here by setting.
 */
export function configuredInsurers(env: NodeJS.ProcessEnv = process.env): Insurer[] {
  const mode = env.INSURERS ?? 'sandbox';
  if (mode !== 'sandbox') throw new Error(`INSURERS=${mode}: only the sandbox insurers exist so far`);
  const delays = parseDelays(env.SANDBOX_INSURER_DELAYS);
  return sandboxTariffs.map((book) => new SandboxInsurer(book, delays));
}

export function configuredVehicleRegister(env: NodeJS.ProcessEnv = process.env): VehicleRegister {
  const mode = env.VEHICLE_REGISTER ?? 'sandbox';
  if (mode !== 'sandbox') throw new Error(`VEHICLE_REGISTER=${mode}: only the sandbox register exists so far`);
  return new SandboxVehicleRegister();
}

export const insurerTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.INSURER_TIMEOUT_MS ?? 2000);
export const quoteRateLimit = (env: NodeJS.ProcessEnv = process.env) => ({
  burst: Number(env.QUOTE_RATE_BURST ?? 10),
  perMinute: Number(env.QUOTE_RATE_PER_MINUTE ?? 30),
});
