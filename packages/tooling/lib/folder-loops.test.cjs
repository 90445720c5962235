'use strict';
// No loop between the top-level folders of cms/src: each is a room of its own, which the rooms it imports from
// never import back (import-circles.test.cjs forbids circles between files; a loop between folders can go
// through different files each way). Test files count, as they do for circles.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { cmsTopFolderOf, folderLoops } = require('./folder-loops.cjs');

const repoRoot = path.resolve(__dirname, '../../..');

describe('folder loops', () => {
  it('cms/src has none between its top-level folders', () => {
    expect(folderLoops(path.join(repoRoot, 'cms/src'), cmsTopFolderOf)).toEqual([]);
  });
});

describe('the folder loop finder', () => {
  let root;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'folder-loops-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a loop between two folders made by different files, with the import of each step', () => {
    write('shop/cart.ts', "import { words } from '../papers/words';\n");
    write('shop/prices.ts', 'export const price = 1;\n');
    write('papers/words.ts', 'export const words = {};\n');
    write('papers/mail.ts', "import type { price } from '../shop/prices';\n");
    expect(folderLoops(root, cmsTopFolderOf)).toEqual(['papers → shop (papers/mail.ts imports shop/prices.ts) → papers (shop/cart.ts imports papers/words.ts)']);
  });

  it('names a loop through three folders, and a test file closes one too', () => {
    write('a/one.ts', "import '../b/two';\n");
    write('b/two.ts', "import '../c/three';\n");
    write('c/three.ts', 'export const three = 3;\n');
    write('c/three.test.ts', "import '../a/one';\nimport './three';\n");
    expect(folderLoops(root, cmsTopFolderOf)).toEqual([
      'a → b (a/one.ts imports b/two.ts) → c (b/two.ts imports c/three.ts) → a (c/three.test.ts imports a/one.ts)',
    ]);
  });

  it('finds none where folders import one way only, and leaves out the entry file that wires them all', () => {
    write('index.ts', "import './a/one';\nimport './b/two';\n");
    write('a/one.ts', "import '../b/two';\nimport '../index';\n");
    write('b/two.ts', 'export const two = 2;\n');
    expect(folderLoops(root, cmsTopFolderOf)).toEqual([]);
  });
});
