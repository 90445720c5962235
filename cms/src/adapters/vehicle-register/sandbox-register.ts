import type { Vehicle, VehicleLookup, VehicleRegister } from './vehicle-register';
import { sandboxVehicles } from './sandbox-vehicles';

/** The default register on a machine without the real one: answers from a fixed set of vehicles. */
export class SandboxVehicleRegister implements VehicleRegister {
  private readonly byPlate: Map<string, Vehicle>;

  constructor(vehicles: Vehicle[] = sandboxVehicles) {
    this.byPlate = new Map(vehicles.map((vehicle) => [vehicle.plate, vehicle]));
  }

  async lookup(plate: string): Promise<VehicleLookup> {
    const vehicle = this.byPlate.get(plate);
    return vehicle ? { found: true, vehicle } : { found: false, plate };
  }
}
