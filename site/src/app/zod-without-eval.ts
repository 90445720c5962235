/**
 * zod probes `new Function` once to decide whether to compile fast parsers; under the site's
 * Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but is still reported as a
 * policy violation. zod reads its global configuration from `globalThis.__zod_globalConfig` when it
 * loads (after this runs: it comes with the forms), and `jitless` skips the probe. Setting the global
 * keeps zod itself out of the first-load script.
 */
export function runZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
