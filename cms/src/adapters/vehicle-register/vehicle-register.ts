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
}

export type VehicleLookup = { found: true; vehicle: Vehicle } | { found: false; plate: string };

export interface VehicleRegister {
  /** Looks a normalised plate up; an unknown plate is an answer, not an error. */
  lookup(plate: string): Promise<VehicleLookup>;
}
