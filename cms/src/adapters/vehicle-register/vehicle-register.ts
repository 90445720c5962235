/** The traffic register as the broker needs it: what a licence plate says about a vehicle. */
export type VehicleCategory = 'car' | 'van' | 'motorcycle' | 'tractor' | 'harvester' | 'forwarder';
export type RegisterStatus = 'registered' | 'suspended';

export interface Vehicle {
  plate: string;
  make: string;
  model: string;
  year: number;
  category: VehicleCategory;
  bodyType: string;
  powerKw: number;
  massKg: number;
  seats: number;
  status: RegisterStatus;
  /** `customer`: typed by the customer because the register did not answer (no body type, mass or seats then). */
  source?: 'register' | 'customer';
}

export type VehicleLookup = { found: true; vehicle: Vehicle } | { found: false; plate: string };

export interface VehicleRegister {
  /** Looks a normalised plate up; an unknown plate is an answer, not an error. */
  lookup(plate: string): Promise<VehicleLookup>;
}

/** No register is configured (VEHICLE_REGISTER=none): every lookup goes unanswered, customers type the vehicle. */
export class NoVehicleRegister implements VehicleRegister {
  async lookup(): Promise<VehicleLookup> {
    throw new Error('No vehicle register is configured');
  }
}

/** The register's answer, or null when it fails or does not answer within `timeoutMs`. */
export async function lookupWithin(register: VehicleRegister, plate: string, timeoutMs: number): Promise<VehicleLookup | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([register.lookup(plate), silence]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** A vehicle as the customer typed it, for a plate the register could not be asked about. */
export function typedVehicle(
  plate: string,
  typed: { vehicleCategory: 'car' | 'van' | 'motorcycle'; vehicleMake: string; vehicleModel: string; vehicleYear: number; vehiclePowerKw: number },
): Vehicle {
  // The register's status cannot be typed: the price takes the registration as valid, as the offer says.
  return {
    plate, make: typed.vehicleMake, model: typed.vehicleModel, year: typed.vehicleYear, powerKw: typed.vehiclePowerKw,
    category: typed.vehicleCategory, bodyType: '', massKg: 0, seats: 0, status: 'registered', source: 'customer',
  };
}
