import type { Vehicle } from './vehicle-register';

/** The sandbox register's vehicles: a realistic Estonian mix, one suspended registration among them. */
export const sandboxVehicles: Vehicle[] = [
  { plate: '123ABC', make: 'Toyota', model: 'RAV4 Hybrid', year: 2021, category: 'car', bodyType: 'SUV', powerKw: 131, massKg: 2200, seats: 5, status: 'registered' },
  { plate: '456DEF', make: 'Škoda', model: 'Octavia Combi', year: 2018, category: 'car', bodyType: 'universal', powerKw: 110, massKg: 1900, seats: 5, status: 'registered' },
  { plate: '789GHI', make: 'Volkswagen', model: 'Passat', year: 2012, category: 'car', bodyType: 'sedan', powerKw: 103, massKg: 2020, seats: 5, status: 'registered' },
  { plate: '321JKL', make: 'BMW', model: '530d xDrive', year: 2016, category: 'car', bodyType: 'sedan', powerKw: 195, massKg: 2410, seats: 5, status: 'registered' },
  { plate: '654MNO', make: 'Audi', model: 'A4 Avant', year: 2006, category: 'car', bodyType: 'universal', powerKw: 96, massKg: 1940, seats: 5, status: 'registered' },
  { plate: '987PRS', make: 'Tesla', model: 'Model 3', year: 2023, category: 'car', bodyType: 'sedan', powerKw: 208, massKg: 2232, seats: 5, status: 'registered' },
  { plate: '111TAR', make: 'Kia', model: 'Ceed', year: 2020, category: 'car', bodyType: 'hatchback', powerKw: 88, massKg: 1820, seats: 5, status: 'registered' },
  { plate: '222TLN', make: 'Volvo', model: 'XC60', year: 2019, category: 'car', bodyType: 'SUV', powerKw: 173, massKg: 2450, seats: 5, status: 'registered' },
  { plate: '333PRN', make: 'Opel', model: 'Astra', year: 2009, category: 'car', bodyType: 'hatchback', powerKw: 74, massKg: 1750, seats: 5, status: 'suspended' },
  { plate: '444NRV', make: 'Renault', model: 'Clio', year: 2015, category: 'car', bodyType: 'hatchback', powerKw: 66, massKg: 1550, seats: 5, status: 'registered' },
  { plate: '555VLJ', make: 'Ford', model: 'Transit Custom', year: 2020, category: 'van', bodyType: 'van', powerKw: 96, massKg: 3200, seats: 3, status: 'registered' },
  { plate: '666HPS', make: 'Mercedes-Benz', model: 'Sprinter 316', year: 2017, category: 'van', bodyType: 'van', powerKw: 120, massKg: 3500, seats: 3, status: 'registered' },
  { plate: '777RKV', make: 'Volkswagen', model: 'Caddy', year: 2022, category: 'van', bodyType: 'van', powerKw: 90, massKg: 2300, seats: 2, status: 'registered' },
  { plate: '12MTO', make: 'Yamaha', model: 'MT-07', year: 2019, category: 'motorcycle', bodyType: 'motorcycle', powerKw: 54, massKg: 360, seats: 2, status: 'registered' },
  { plate: '34BMW', make: 'BMW', model: 'R 1250 GS', year: 2021, category: 'motorcycle', bodyType: 'motorcycle', powerKw: 100, massKg: 465, seats: 2, status: 'registered' },
  { plate: '56HND', make: 'Honda', model: 'CBF 600', year: 2008, category: 'motorcycle', bodyType: 'motorcycle', powerKw: 57, massKg: 420, seats: 2, status: 'registered' },
  { plate: '888TRA', make: 'Valtra', model: 'T174', year: 2018, category: 'tractor', bodyType: 'tractor', powerKw: 129, massKg: 11000, seats: 1, status: 'registered' },
  { plate: '999JDR', make: 'John Deere', model: '6155R', year: 2015, category: 'tractor', bodyType: 'tractor', powerKw: 114, massKg: 12500, seats: 1, status: 'registered' },
  { plate: '246PNS', make: 'Ponsse', model: 'Scorpion King', year: 2019, category: 'harvester', bodyType: 'harvester', powerKw: 210, massKg: 22500, seats: 1, status: 'registered' },
  { plate: '135JDF', make: 'John Deere', model: '1510G', year: 2017, category: 'forwarder', bodyType: 'forwarder', powerKw: 160, massKg: 18500, seats: 1, status: 'registered' },
  { plate: 'TARKUS1', make: 'Škoda', model: 'Superb', year: 2022, category: 'car', bodyType: 'sedan', powerKw: 140, massKg: 2150, seats: 5, status: 'registered' },
  { plate: '808OLD', make: 'Lada', model: '2107', year: 1995, category: 'car', bodyType: 'sedan', powerKw: 53, massKg: 1460, seats: 5, status: 'registered' },
];

/**
 * The sandbox register's test plates: every dealer plate `PROOV 0000` to `PROOV 9999` ("proov", a test) is a
 * registered 2020 Škoda Octavia of its own, so a test or a demo can insure as many vehicles as it needs (a vehicle
 * has one motor policy at a time) without taking the few vehicles above from others.
 */
export function sandboxTestVehicle(plate: string): Vehicle | null {
  if (!/^PROOV\d{4}$/.test(plate)) return null;
  return { plate, make: 'Škoda', model: 'Octavia', year: 2020, category: 'car', bodyType: 'sedan', powerKw: 110, massKg: 1950, seats: 5, status: 'registered' };
}
