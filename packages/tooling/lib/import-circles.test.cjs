'use strict';
// No import circle in the TypeScript sources. Type-only imports count: a type import still ties the two
// files together (neither can be moved, split or read alone), and the circle it closes becomes a runtime
// one as soon as someone imports a value along it. Dynamic import() counts too, for the same reason.
const { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { importCircles, relativeImports } = require('./import-circles.cjs');

const repoRoot = path.resolve(__dirname, '../../..');
const packageSources = readdirSync(path.join(repoRoot, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `packages/${entry.name}/src`)
  .filter((folder) => {
    try {
      return readdirSync(path.join(repoRoot, folder)).length > 0;
    } catch {
      return false;
    }
  });

describe('import circles', () => {
  for (const folder of ['site/src', 'cms/src', ...packageSources]) {
    it(`${folder} has none`, () => {
      expect(importCircles([path.join(repoRoot, folder)], repoRoot)).toEqual([]);
    });
  }
});

describe('the import circle finder', () => {
  let root;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a circle closed by a type-only import and a lazy import, in the order of its loop', () => {
    write('routes.tsx', "export type Props = { a: string };\nconst page = lazy(() => import('./pages/login'));\n");
    write('pages/login.tsx', "import type { Props } from '../routes';\nexport default function Login(props: Props) {}\n");
    expect(importCircles([root], root)).toEqual(['pages/login.tsx → routes.tsx → pages/login.tsx']);
  });

  it('follows folders to their index file, re-exports and require(), and names a loop of three', () => {
    write('a.ts', "export * from './b';\n");
    write('b/index.ts', "const c = require('../c');\n");
    write('c.ts', "import { a } from './a';\n");
    expect(importCircles([root], root)).toEqual(['a.ts → b/index.ts → c.ts → a.ts']);
  });

  it('names every file of a tangle that one loop does not go through', () => {
    write('a.ts', "import './b';\nimport './c';\n");
    write('b.ts', "import './a';\n");
    write('c.ts', "import './a';\n");
    expect(importCircles([root], root)).toEqual(['a.ts → b.ts → a.ts (one loop of a tangle of 3 files: a.ts, b.ts, c.ts)']);
  });

  it('finds nothing in a tree without circles, and is not fooled by comments, strings or packages', () => {
    write('a.ts', "// import { b } from './b';\nconst text = \"import('./b')\";\nimport { z } from 'zod';\nimport styles from './a.css';\n");
    write('b.ts', "import { a } from './a';\n");
    expect(relativeImports(path.join(root, 'a.ts'))).toEqual([]);
    expect(importCircles([root], root)).toEqual([]);
  });
});
