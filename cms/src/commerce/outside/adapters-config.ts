import type { Insurer } from '../../adapters/insurers/insurer';
import { parsePerInsurer, SandboxInsurer } from '../../adapters/insurers/sandbox-insurer';
import { sandboxTariffs } from '../../adapters/insurers/sandbox-tariffs';
import { SandboxVehicleRegister } from '../../adapters/vehicle-register/sandbox-register';
import { NoVehicleRegister, type VehicleRegister } from '../../adapters/vehicle-register/vehicle-register';
import { outsideChoice } from '../../settings/outside-choice';
import type { Settings } from '../../settings/settings-schema';

/** The insurer adapters settings/outside-choice.ts chose: the sandbox insurers, or none. */
export function configuredInsurers(settings: Settings): Insurer[] {
  const choice = outsideChoice(settings).insurers;
  // none: no insurer adapter; the insurers editors price from tariff books in the CMS are the only ones.
  if (choice.mode === 'none') return [];
  const behaviour = { delays: parsePerInsurer(choice.delays), offerValidSeconds: parsePerInsurer(choice.offerValidSeconds) };
  return sandboxTariffs.map((book) => new SandboxInsurer(book, behaviour));
}

/** The vehicle register settings/outside-choice.ts chose: the sandbox register, or none (the customer types the vehicle). */
export function configuredVehicleRegister(settings: Settings): VehicleRegister {
  const choice = outsideChoice(settings).vehicleRegister;
  if (choice.mode === 'none') return new NoVehicleRegister();
  return new SandboxVehicleRegister({ delayMs: choice.delayMs, silentPlates: new Set(choice.silentPlates) });
}
