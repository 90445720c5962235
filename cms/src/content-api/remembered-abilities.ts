import type { Core } from '@strapi/strapi';

type Permission = Record<string, unknown>;
type GenerateAbility<A> = (permissions: Permission[], options?: object) => Promise<A>;

/** More distinct permission lists than there are roles; then forgotten and begun again. */
const maxAbilities = 100;

/** Only the action: what users-permissions hands the engine for a role (no conditions, no properties). */
const actionOnly = (permission: Permission) => Object.keys(permission).length === 1 && typeof permission.action === 'string';

/**
 * Users-permissions builds a role's ability (the content API engine's hooks and CASL rules for each of the
 * role's actions) on every request, the public role's on every anonymous GraphQL request. An ability built
 * from the same actions is the same, so it is kept by the list of actions itself: a permission an admin grants
 * or withdraws makes another list and so another ability, as soon as the permissions are read again.
 */
export function rememberedAbilities<A>(generate: GenerateAbility<A>): GenerateAbility<A> {
  const abilities = new Map<string, Promise<A>>();
  return (permissions, options) => {
    if ((options && Object.keys(options).length) || !permissions.every(actionOnly)) return generate(permissions, options);
    const key = JSON.stringify(permissions.map((permission) => permission.action));
    let ability = abilities.get(key);
    if (!ability) {
      if (abilities.size >= maxAbilities) abilities.clear();
      ability = generate(permissions, options);
      abilities.set(key, ability);
      ability.catch(() => abilities.delete(key));
    }
    return ability;
  };
}

/** Puts the remembering in front of the content API's permission engine. */
export function rememberContentApiAbilities(strapi: Core.Strapi): void {
  const engine = strapi.contentAPI.permissions.engine as unknown as { generateAbility: GenerateAbility<unknown> };
  engine.generateAbility = rememberedAbilities(engine.generateAbility.bind(engine));
}
