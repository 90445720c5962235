import { addScript, scriptSource } from './script-source';

/**
 * Montonio's browser script (its public access key): the site already pays through Montonio, and its
 * widget shows the instalment (pay later, financing) options next to the cart, so no other vendor is added.
 */
export const cartWidgetUrl = () => scriptSource('https://public.montonio.com/assets/montonio-js/3.x/montonio.bundle.js', 'montonio.js');

type MontonioWindow = Window & { montonioCartWidget?: { accessKey: string } };

export function loadCartWidget(id: string): void {
  (window as MontonioWindow).montonioCartWidget = { accessKey: id };
  addScript(cartWidgetUrl());
}
