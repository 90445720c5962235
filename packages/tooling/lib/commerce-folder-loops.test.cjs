'use strict';
// No loop between the capability folders of cms/src/commerce (cart, company, desk, insurers, login, outside,
// payment, policies, quotes): each can be read alone, with only the folders it imports from, which never import
// it back. A service one capability calls on another is handed over by commerce.ts, not imported. Test files count.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { commerceFolderOf, folderLoops } = require('./folder-loops.cjs');

const repoRoot = path.resolve(__dirname, '../../..');

describe('commerce folder loops', () => {
  it('cms/src/commerce has none between its capability folders', () => {
    expect(folderLoops(path.join(repoRoot, 'cms/src/commerce'), commerceFolderOf)).toEqual([]);
  });
});

describe("commerce's folders as the loop finder sees them", () => {
  let root;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'commerce-loops-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('leaves out commerce.ts and the capability files, which wire the folders together', () => {
    write('commerce.ts', "import './cart/cart-service';\nimport './payment/payment-service';\n");
    write('payment/payment-capability.ts', "import '../commerce';\n");
    write('payment/payment-service.ts', "import '../cart/cart-service';\n");
    write('cart/cart-service.ts', "import '../commerce';\nimport '../outcome';\n");
    write('outcome.ts', 'export const ok = true;\n');
    expect(folderLoops(root, commerceFolderOf)).toEqual([]);
  });

  it('counts another file beside the folders as a room of its own, so a loop through it is found', () => {
    write('outcome.ts', "import './payment/payment-types';\n");
    write('payment/payment-types.ts', 'export type Paid = true;\n');
    write('payment/payment-service.ts', "import '../outcome';\n");
    expect(folderLoops(root, commerceFolderOf)).toEqual([
      'outcome.ts → payment (outcome.ts imports payment/payment-types.ts) → outcome.ts (payment/payment-service.ts imports outcome.ts)',
    ]);
  });
});
