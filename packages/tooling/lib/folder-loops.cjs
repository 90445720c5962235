'use strict';
// Loops between folders: folder A imports from folder B and B, through any files, from A again. Each such
// folder is then no room of its own (neither can be read, moved or tested without the other), even when no
// two files import each other in a circle.
const path = require('node:path');
const { importGraph, tangles } = require('./import-circles.cjs');

/**
 * The loops between the folders of the TypeScript files under `root`, each named by one way round with the
 * import that makes each step: "a → b (a/x.ts imports b/y.ts) → a (b/y.ts imports a/z.ts)". `folderOf` names
 * a file's folder from its path relative to `root` (`/`-separated), or null to leave the file out (an entry
 * file that wires every folder together, and that no folder imports).
 */
function folderLoops(root, folderOf) {
  const files = importGraph([path.resolve(root)]);
  const relative = (file) => path.relative(path.resolve(root), file).split(path.sep).join('/');
  const folders = new Map();
  /** One import per step between two folders, to name it: "from → to" -> "a/x.ts imports b/y.ts". */
  const steps = new Map();
  for (const [file, imported] of files) {
    const from = folderOf(relative(file));
    if (from === null) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of imported) {
      const to = files.has(target) ? folderOf(relative(target)) : null;
      if (to === null || to === from) continue;
      folders.get(from).add(to);
      const step = `${from} → ${to}`;
      if (!steps.has(step)) steps.set(step, `${relative(file)} imports ${relative(target)}`);
    }
  }
  const graph = new Map([...folders].map(([folder, targets]) => [folder, [...targets].sort()]));
  return tangles(graph).map((part) => {
    const loop = wayRound(graph, part[0], new Set(part));
    const named = loop.slice(1).map((folder, index) => `${folder} (${steps.get(`${loop[index]} → ${folder}`)})`);
    const tangle = part.length > loop.length - 1 ? ` (one loop of a tangle of ${part.length} folders: ${part.join(', ')})` : '';
    return `${[loop[0], ...named].join(' → ')}${tangle}`;
  });
}

/** One shortest way from `start` back to it through the folders of its tangle. */
function wayRound(graph, start, inPart) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const folder = queue.shift();
    for (const next of graph.get(folder) ?? []) {
      if (!inPart.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = folder; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** A file's top-level folder under cms/src; the files beside the folders (index.ts, the entry) left out. */
const cmsTopFolderOf = (file) => {
  const parts = file.split('/');
  return parts.length === 1 ? null : parts[0];
};

/**
 * A file's capability folder under cms/src/commerce. Beside the folders, the wiring (commerce.ts, which makes every
 * capability's services, and the *-capability.ts files) is left out; any other file there (outcome.ts) is a room of
 * its own, so that a loop through it still counts.
 */
const commerceFolderOf = (file) => {
  const parts = file.split('/');
  if (parts.length > 1) return parts[0];
  return file === 'commerce.ts' || file.endsWith('-capability.ts') ? null : file;
};

module.exports = { cmsTopFolderOf, commerceFolderOf, folderLoops };
