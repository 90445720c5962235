import { capabilities } from '../index';

const position = (name: string) => {
  const index = capabilities.findIndex((capability) => capability.name === name);
  if (index < 0) throw new Error(`No capability named ${name}`);
  return index;
};
const before = (first: string, then: string) => expect([first, position(first) < position(then), then]).toEqual([first, true, then]);

describe('the order of the CMS capabilities (cms/src/index.ts)', () => {
  it('names each capability once', () => {
    const names = capabilities.map((capability) => capability.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hands the services their settings before any provider-API capability uses them', () => {
    for (const name of ['payment', 'policies', 'insurers', 'desk', 'office work', 'quotes', 'login', 'cart', 'company', 'privacy', 'sale records', 'insurance documents', 'terms', 'outside systems']) before('commerce', name);
  });

  it('makes the unique indexes before the background tasks, the tasks before the housekeeping, the seed after it and the webhook last', () => {
    before('commerce', 'background tasks');
    before('background tasks', 'housekeeping');
    before('housekeeping', 'content');
    before('content', 'publishing');
    expect(capabilities.at(-1)?.name).toBe('publishing');
  });

  it('issues paid orders before their e-mails are enqueued, and stops the document renderer before the outside clients close', () => {
    before('payment', 'policies');
    before('policies', 'outside systems');
  });

  it('makes the roles before the admin words', () => {
    before('careers', 'staff roles');
    before('staff roles', 'admin words');
  });
});
