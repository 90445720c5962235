import { isPlate, normalizePlate } from '@kindlustus/domain/licence-plate';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import type { ApiResult, VehicleCheck } from '../../api-client/quotes/quote-types';

/**
 * A plate typed before the form's code was in is looked up as soon as the API client is, not only once
 * the form has mounted; the form then takes that answer instead of asking again.
 */
const early = new Map<string, Promise<ApiResult<VehicleCheck>>>();
const asked = new Set<string>();

export function lookUpTypedPlates(): void {
  void loadQuoteApi().then(
    ({ lookUpVehicle }) => {
      for (const field of document.querySelectorAll<HTMLInputElement>('[data-quote-form] input[name="plate"]')) {
        const plate = normalizePlate(field.value);
        if (isPlate(plate) && !asked.has(plate) && !early.has(plate)) early.set(plate, lookUpVehicle(plate));
      }
    },
    () => undefined,
  );
}

/** The register's answer for a normalised plate: the early one (once) when there is one, else a new lookup. */
export function lookUpVehicleOnce(plate: string): Promise<ApiResult<VehicleCheck>> {
  asked.add(plate);
  const answer = early.get(plate);
  early.delete(plate);
  return answer ?? loadQuoteApi().then(({ lookUpVehicle }) => lookUpVehicle(plate));
}
