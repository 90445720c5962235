'use strict';
// The README is the first read: short, with a folder map that names every top-level folder of the code, a link
// to each guide in docs/, and no relative link (in it or in the guides) that leads nowhere.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const docsFiles = readdirSync(path.join(repoRoot, 'docs')).filter((name) => name.endsWith('.md')).sort();

/** The README's section under the heading `## The folder map`, up to the next `## ` heading. */
function folderMap(text) {
  const start = text.indexOf('\n## The folder map\n');
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

/** The top-level folders of a code root, each as the map names it: `cms/src/adapters/`. */
function topFolders(root) {
  return readdirSync(path.join(repoRoot, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `\`${root}/${entry.name}/\``)
    .sort();
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchorsOf(file) {
  return new Set(
    readFileSync(file, 'utf8').split('\n').filter((line) => /^#{1,6} /.test(line)).map((line) => headingAnchor(line.replace(/^#+ /, ''))),
  );
}

/** Every relative link of a Markdown file that does not lead to an existing file (and heading, when it names one). */
function brokenLinks(relativeFile) {
  const file = path.join(repoRoot, relativeFile);
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const broken = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [targetPath, anchor] = target.split('#');
    const resolved = targetPath ? path.resolve(path.dirname(file), targetPath) : file;
    if (!existsSync(resolved)) {
      broken.push(`${relativeFile}: ${target} (no such file)`);
    } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      broken.push(`${relativeFile}: ${target} (no such heading)`);
    }
  }
  return broken;
}

describe('README as a first read', () => {
  it('has at most 200 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('starts with the two commands', () => {
    const firstBlock = readme.split('```')[1];
    expect(firstBlock).toMatch(/^sh\nnpm start +#/);
    expect(firstBlock).toMatch(/\nnpm test +#/);
  });

  for (const root of ['cms/src', 'site/src', 'packages']) {
    it(`names every top-level folder of ${root} in its folder map`, () => {
      const map = folderMap(readme);
      expect(topFolders(root).filter((folder) => !map.includes(folder))).toEqual([]);
    });
  }

  it('links every guide in docs/', () => {
    expect(docsFiles.filter((name) => !readme.includes(`](docs/${name})`))).toEqual([]);
  });

  it('has no relative link, in it or in docs/, that leads nowhere', () => {
    const files = ['README.md', ...docsFiles.map((name) => `docs/${name}`)];
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});
