import type { Core } from '@strapi/strapi';
import { settingsSchema } from '../settings/settings-schema';
import type { Capability } from './capability';
import { capabilityLifecycle } from './lifecycle';

const strapi = {} as Core.Strapi;
const settings = settingsSchema.parse({ SEED: 'false' });

/** A capability that writes each phase it runs into `log`. */
function logged(name: string, log: string[], extra: Partial<Capability> = {}): Capability {
  return {
    name,
    register: (context) => void log.push(`${name} register ${context.settings.SEED} ${context.stage}`),
    bootstrap: async () => void log.push(`${name} bootstrap`),
    destroy: () => void log.push(`${name} destroy`),
    ...extra,
  };
}

describe('the capabilities run in their list order', () => {
  it('checks the settings first, then runs each phase in the list order; background work starts after its own bootstrap and stops last first', async () => {
    const log: string[] = [];
    const sweepNames: string[][] = [];
    const lifecycle = capabilityLifecycle(
      [
        logged('tables', log),
        logged('jobs', log, { start: () => (log.push('jobs start'), () => void log.push('jobs stop')) }),
        logged('payment', log, { sweeps: () => [{ name: 'issuePolicies', work: async () => 0 }] }),
        logged('housekeeping', log, {
          start: ({ sweeps }) => {
            sweepNames.push(sweeps.map((sweep) => sweep.name));
            log.push('housekeeping start');
            return () => void log.push('housekeeping stop');
          },
        }),
        logged('login', log, { sweeps: () => [{ name: 'sessions', work: async () => 0 }, { name: 'logins', work: async () => 0 }] }),
      ],
      () => (log.push('settings checked'), { settings, stage: 'staging' }),
    );

    lifecycle.register({ strapi });
    await lifecycle.bootstrap();
    await lifecycle.destroy();

    expect(log).toEqual([
      'settings checked',
      'tables register false staging', 'jobs register false staging', 'payment register false staging', 'housekeeping register false staging', 'login register false staging',
      'tables bootstrap', 'jobs bootstrap', 'jobs start', 'payment bootstrap', 'housekeeping bootstrap', 'housekeeping start', 'login bootstrap',
      'housekeeping stop', 'jobs stop',
      'tables destroy', 'jobs destroy', 'payment destroy', 'housekeeping destroy', 'login destroy',
    ]);
    expect(sweepNames).toEqual([['issuePolicies', 'sessions', 'logins']]);
  });

  it('refuses to bootstrap capabilities that were never registered', async () => {
    await expect(capabilityLifecycle([]).bootstrap()).rejects.toThrow('The capabilities were not registered');
  });
});
