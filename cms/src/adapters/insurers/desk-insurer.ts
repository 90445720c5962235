import type { ProductKey } from '@kindlustus/domain';
import type { Insurer, InsurerAnswer } from './insurer';

/**
 * An insurer whose products our staff price (pricing `desk`): it is never asked by machine. Its quote line
 * waits for the broker desk's answer, entered in the admin (see commerce/desk).
 */
export class DeskInsurer implements Insurer {
  constructor(readonly id: string, readonly name: string, readonly products: readonly ProductKey[]) {}

  quote(): Promise<InsurerAnswer> {
    return Promise.reject(new Error(`${this.id} is answered by the broker desk, not by machine`));
  }
}

export const isDeskInsurer = (insurer: Insurer): insurer is DeskInsurer => insurer instanceof DeskInsurer;
