import { rememberedAbilities } from './remembered-abilities';

/** A stand-in for the content API's permission engine: each ability names the actions it was built from. */
function countingEngine() {
  const built: string[][] = [];
  const generate = async (permissions: Array<Record<string, unknown>>, options?: object) => {
    built.push(permissions.map((permission) => String(permission.action)));
    return { actions: permissions.map((permission) => permission.action), options };
  };
  return { built, generate };
}

describe('remembered content API abilities', () => {
  it('builds the ability of a list of actions once and answers the same one again', async () => {
    const engine = countingEngine();
    const generate = rememberedAbilities(engine.generate);
    const first = await generate([{ action: 'api::page.page.find' }, { action: 'api::page.page.findOne' }]);
    const again = await generate([{ action: 'api::page.page.find' }, { action: 'api::page.page.findOne' }]);
    expect(again).toBe(first);
    expect(engine.built).toHaveLength(1);
  });

  it('builds a new ability when a permission is granted or withdrawn (an admin edit takes effect)', async () => {
    const engine = countingEngine();
    const generate = rememberedAbilities(engine.generate);
    await generate([{ action: 'api::page.page.find' }]);
    const granted = await generate([{ action: 'api::page.page.find' }, { action: 'api::job-ad.job-ad.find' }]);
    const withdrawn = await generate([]);
    expect(granted).toEqual({ actions: ['api::page.page.find', 'api::job-ad.job-ad.find'], options: undefined });
    expect(withdrawn).toEqual({ actions: [], options: undefined });
    expect(engine.built).toHaveLength(3);
  });

  it('does not mistake two lists whose joined names read the same', async () => {
    const engine = countingEngine();
    const generate = rememberedAbilities(engine.generate);
    await generate([{ action: 'a,b' }]);
    expect(await generate([{ action: 'a' }, { action: 'b' }])).toEqual({ actions: ['a', 'b'], options: undefined });
  });

  it('passes through permissions with more than an action (conditions, properties) and calls with options', async () => {
    const engine = countingEngine();
    const generate = rememberedAbilities(engine.generate);
    const conditional = [{ action: 'api::page.page.find', conditions: ['isOwner'] }];
    expect(await generate(conditional)).not.toBe(await generate(conditional));
    expect(await generate([{ action: 'x' }], { user: 1 })).not.toBe(await generate([{ action: 'x' }], { user: 1 }));
    expect(engine.built).toHaveLength(4);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const generate = rememberedAbilities(async (permissions: Array<Record<string, unknown>>) => {
      if (fail) throw new Error('database gone');
      return { n: permissions.length };
    });
    await expect(generate([{ action: 'x' }])).rejects.toThrow('database gone');
    fail = false;
    await expect(generate([{ action: 'x' }])).resolves.toEqual({ n: 1 });
  });
});
