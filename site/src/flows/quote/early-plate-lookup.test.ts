/** @jest-environment jsdom */
import type { ApiResult, VehicleCheck } from '../../api-client/quotes/quote-types';

const answer: ApiResult<VehicleCheck> = { ok: true, value: { kind: 'unknown', plate: '123ABC' } as unknown as VehicleCheck };
const lookUpVehicle = jest.fn((_plate: string) => Promise.resolve(answer));
jest.mock('../../api-client/quotes/load-quote-api', () => ({ loadQuoteApi: () => Promise.resolve({ lookUpVehicle }) }));

import { formReady } from './form-activation';
import { lookUpTypedPlates, lookUpVehicleOnce } from './early-plate-lookup';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a plate typed into the pre-rendered form before its script has mounted', () => {
  document.body.innerHTML = '<form data-quote-form="traffic"><input name="plate" value="987 xyz"></form>';
  const field = document.querySelector<HTMLInputElement>('input[name="plate"]')!;

  it('is looked up once the API client is in (the plate already there), and again as it is typed, once each', async () => {
    lookUpTypedPlates();
    await settled();
    expect(lookUpVehicle.mock.calls.map(([plate]) => plate)).toEqual(['987XYZ']);
    type(field, '123 AB');
    type(field, '123 ABC');
    type(field, '123-abc');
    expect(lookUpVehicle.mock.calls.map(([plate]) => plate)).toEqual(['987XYZ', '123AB', '123ABC']);
  });

  it('is handed to the form once, which then asks again itself, also for the plates typed on the way', async () => {
    await expect(lookUpVehicleOnce('123ABC')).resolves.toBe(answer);
    expect(lookUpVehicle).toHaveBeenCalledTimes(3);
    await lookUpVehicleOnce('123ABC');
    await lookUpVehicleOnce('123AB');
    expect(lookUpVehicle.mock.calls.slice(3).map(([plate]) => plate)).toEqual(['123ABC', '123AB']);
  });

  it('is left to the form once it has mounted', () => {
    formReady('traffic');
    type(field, '555 BBB');
    expect(lookUpVehicle).toHaveBeenCalledTimes(5);
  });
});
