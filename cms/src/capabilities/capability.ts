import type { Core } from '@strapi/strapi';
import type { SweepName } from '../background-work/sweep-lock';
import type { SiteStage } from '../settings/production-gate';
import type { Settings } from '../settings/settings-schema';

/** What every capability is given: the CMS, its checked settings (read once, before any capability) and the site's stage. */
export interface CapabilityContext {
  strapi: Core.Strapi;
  settings: Settings;
  stage: SiteStage;
}

/** One housekeeping sweep: its work answers how many records it handled, `done` the log line for a count above 0. */
export interface Sweep {
  name: SweepName;
  work: () => Promise<unknown>;
  done?: (count: number) => string;
}

/** Stops a background task a capability started. */
export type Stop = () => void;

/**
 * One part of the CMS (quotes, cart, careers…) and everything it hooks into Strapi. cms/src/index.ts lists the
 * capabilities; each phase runs them in that order (capabilities/lifecycle.ts):
 * - register: GraphQL operations, routes, document middlewares (Strapi's register phase);
 * - bootstrap: what must exist before requests come (tables, roles, seeded content);
 * - start: background work, started right after the capability's own bootstrap, so once every capability
 *   before it in the list has bootstrapped; given every capability's sweeps (the housekeeping runs them);
 * - sweeps: the housekeeping sweeps it owns, run in list order;
 * - destroy: after every started task was stopped (last started, first stopped).
 */
export interface Capability {
  readonly name: string;
  register?(context: CapabilityContext): void;
  bootstrap?(context: CapabilityContext): Promise<void> | void;
  start?(context: CapabilityContext & { sweeps: readonly Sweep[] }): Promise<Stop> | Stop;
  sweeps?(context: CapabilityContext): Sweep[];
  destroy?(context: CapabilityContext): Promise<void> | void;
}
