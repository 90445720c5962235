import { isPlate, normalizePlate } from '@kindlustus/domain/licence-plate';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import type { ApiResult, VehicleCheck } from '../../api-client/quotes/quote-types';
import { formIsReady } from './form-activation';

/**
 * A plate typed before the form's script has mounted (it works as plain HTML until then) is looked up as
 * soon as the API client is in, not only once the form has mounted: the plates already in the fields when
 * the client arrives, and those typed after it while the form is still mounting. The form then takes that
 * answer instead of asking again.
 */
const early = new Map<string, Promise<ApiResult<VehicleCheck>>>();
const asked = new Set<string>();
const plateFields = '[data-quote-form] input[name="plate"]';
let listening = false;

function lookUpTyped(field: HTMLInputElement, lookUpVehicle: (plate: string) => Promise<ApiResult<VehicleCheck>>): void {
  if (formIsReady(field.closest('[data-quote-form]')?.getAttribute('data-quote-form') ?? '')) return;
  const plate = normalizePlate(field.value);
  if (isPlate(plate) && !asked.has(plate) && !early.has(plate)) early.set(plate, lookUpVehicle(plate));
}

export function lookUpTypedPlates(): void {
  void loadQuoteApi().then(
    ({ lookUpVehicle }) => {
      for (const field of document.querySelectorAll<HTMLInputElement>(plateFields)) lookUpTyped(field, lookUpVehicle);
      if (listening) return;
      listening = true;
      document.addEventListener(
        'input',
        (event) => {
          if (event.target instanceof HTMLInputElement && event.target.matches(plateFields)) lookUpTyped(event.target, lookUpVehicle);
        },
        true,
      );
    },
    () => undefined,
  );
}

/**
 * The register's answer for a normalised plate: the early one when there is one, else a new lookup. The form
 * asks from now on: the early answers of plates typed on the way (123 AB) are dropped, not kept to go stale.
 */
export function lookUpVehicleOnce(plate: string): Promise<ApiResult<VehicleCheck>> {
  asked.add(plate);
  const answer = early.get(plate);
  early.clear();
  return answer ?? loadQuoteApi().then(({ lookUpVehicle }) => lookUpVehicle(plate));
}
