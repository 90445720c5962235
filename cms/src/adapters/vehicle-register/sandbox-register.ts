import type { Vehicle, VehicleLookup, VehicleRegister } from './vehicle-register';
import { sandboxTestVehicle, sandboxVehicles } from './sandbox-vehicles';

/** The default register on a machine without the real one: answers from a fixed set of vehicles and its test plates. */
export class SandboxVehicleRegister implements VehicleRegister {
  private readonly byPlate: Map<string, Vehicle>;

  /**
   * To exercise a register that is down: `delayMs` answers every plate that late (SANDBOX_REGISTER_DELAY_MS),
   * `silentPlates` fail (SANDBOX_REGISTER_SILENT_PLATES, e.g. `777XYZ,888XYZ`).
   */
  constructor(
    private readonly behaviour: { delayMs?: number; silentPlates?: ReadonlySet<string> } = {},
    vehicles: Vehicle[] = sandboxVehicles,
  ) {
    this.byPlate = new Map(vehicles.map((vehicle) => [vehicle.plate, vehicle]));
  }

  async lookup(plate: string): Promise<VehicleLookup> {
    const { delayMs = 0, silentPlates } = this.behaviour;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (silentPlates?.has(plate)) throw new Error(`The sandbox register does not answer for ${plate}`);
    const vehicle = this.byPlate.get(plate) ?? sandboxTestVehicle(plate);
    return vehicle ? { found: true, vehicle } : { found: false, plate };
  }
}
