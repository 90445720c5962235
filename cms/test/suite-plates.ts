/**
 * A suite's licence plates, from the sandbox register's dealer test plates (`PROOV 0000` to `PROOV 9999`, each a
 * registered car: docs/provider-api.md): a vehicle has one motor policy at a time, so suites sharing a CMS
 * (shared-cms.ts) each insure plates of their own, `PROOV <block><nn>` with the suite's address block (00 for a
 * CMS of its own). Jest gives each suite file its own copy of this module.
 */
let block = 0;
let taken = 0;

/** Plates from the block of the shared CMS's suite (shared-cms.ts calls it with the suite's address block). */
export function useSuitePlateBlock(suiteBlock: number) {
  if (suiteBlock > 99) throw new Error(`Suite block ${suiteBlock}: the sandbox's test plates have blocks 0 to 99 only`);
  block = suiteBlock;
}

/** The suite's next plate, never insured before in this run's CMS, as a customer types it (`PROOV 0103`). */
export function nextSuitePlate(): string {
  if (taken > 99) throw new Error('The suite has taken its 100 test plates');
  const plate = `PROOV ${String(block).padStart(2, '0')}${String(taken).padStart(2, '0')}`;
  taken += 1;
  return plate;
}
