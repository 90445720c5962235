'use strict';
// Import circles among a tree's TypeScript files, read with the compiler's own import scanner
// (ts.preProcessFile), so comments and strings that look like imports are not mistaken for them.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const sourceFile = /\.tsx?$/;
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Every .ts/.tsx file under `root` (node_modules and build output left out). */
function sourceFiles(root) {
  const found = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '.cache', 'public'].includes(entry.name)) found.push(...sourceFiles(full));
    } else if (sourceFile.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * The files `file` imports by a relative path: static imports and re-exports, `import type` ones included,
 * dynamic import() and require(). Imports of other files (styles, JSON) and of packages are left out.
 */
function relativeImports(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = candidates(path.resolve(path.dirname(file), fileName)).find((candidate) => sourceFile.test(candidate) && isFile(candidate));
    if (target) targets.add(target);
  }
  return [...targets];
}

/** The import graph of the files under the given roots: file -> the files it imports. */
function importGraph(roots) {
  const graph = new Map();
  for (const root of roots) for (const file of sourceFiles(root)) graph.set(file, relativeImports(file));
  return graph;
}

/** The strongly connected parts of the graph with more than one file or a file importing itself (Tarjan). */
function tangles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One shortest way round from `start` back to it, through the files of its tangle only. */
function loopThrough(graph, start, part) {
  const inPart = new Set(part);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (!inPart.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * The import circles under the given roots, each named by one loop through it, with paths relative to
 * `base`: ["a.ts → b.ts → a.ts"]. Files that import each other through several loops form one circle.
 */
function importCircles(roots, base) {
  const graph = importGraph(roots);
  const name = (file) => path.relative(base, file).split(path.sep).join('/');
  return tangles(graph).map((part) => {
    const loop = loopThrough(graph, part[0], part);
    const named = loop.map(name).join(' → ');
    return part.length > loop.length - 1 ? `${named} (one loop of a tangle of ${part.length} files: ${part.map(name).join(', ')})` : named;
  });
}

module.exports = { importCircles, importGraph, relativeImports, tangles };
