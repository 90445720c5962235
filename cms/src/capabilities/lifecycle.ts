import type { Core } from '@strapi/strapi';
import { settingsAtStart } from '../settings/settings-at-start';
import type { Capability, CapabilityContext, Stop } from './capability';

/**
 * Strapi's register, bootstrap and destroy for a list of capabilities. register checks the settings first
 * (the production gate, then the settings; a refusal ends the process) and hands them to every capability.
 */
export function capabilityLifecycle(capabilities: readonly Capability[], checkSettings: typeof settingsAtStart = settingsAtStart) {
  let context: CapabilityContext | undefined;
  const stops: Stop[] = [];
  const given = () => {
    if (!context) throw new Error('The capabilities were not registered');
    return context;
  };
  return {
    register({ strapi }: { strapi: Core.Strapi }) {
      context = { strapi, ...checkSettings(strapi) };
      for (const capability of capabilities) capability.register?.(context);
    },
    async bootstrap() {
      const current = given();
      const sweeps = capabilities.flatMap((capability) => capability.sweeps?.(current) ?? []);
      for (const capability of capabilities) {
        await capability.bootstrap?.(current);
        if (capability.start) stops.push(await capability.start({ ...current, sweeps }));
      }
    },
    async destroy() {
      // A CMS that stopped before its register (a refused start) has nothing to close.
      if (!context) return;
      const current = context;
      for (const stop of stops.splice(0).reverse()) stop();
      for (const capability of capabilities) await capability.destroy?.(current);
    },
  };
}
