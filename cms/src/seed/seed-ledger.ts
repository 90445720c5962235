import type { Core } from '@strapi/strapi';

const storeKey = { type: 'core', name: 'seed', key: 'entries' } as const;

/**
 * Remembers which seed entries were ever written, so that the seed never writes them again:
 * an entry an editor changed or deleted stays as the editor left it.
 */
export class SeedLedger {
  private constructor(
    private readonly strapi: Core.Strapi,
    private readonly entries: Set<string>,
  ) {}

  static async open(strapi: Core.Strapi): Promise<SeedLedger> {
    const stored = (await strapi.store.get(storeKey)) as string[] | null;
    return new SeedLedger(strapi, new Set(stored ?? []));
  }

  has(entry: string): boolean {
    return this.entries.has(entry);
  }

  async add(entry: string): Promise<void> {
    this.entries.add(entry);
    await this.strapi.store.set({ ...storeKey, value: [...this.entries] });
  }
}
