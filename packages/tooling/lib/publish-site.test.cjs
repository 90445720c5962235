'use strict';
// Making a build live: each build gets a folder of its own behind the `live` symlink; files that did not
// change since the previous build are hard links to its copy, changed ones are copies of their own.
const { spawnSync } = require('child_process');
const { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = require('fs');
const os = require('os');
const path = require('path');

/** publishSite runs in a Node of its own: the module is an ES module, which this Jest project does not load. */
function publish(publicDir, liveRoot) {
  const moduleUrl = new URL(`file://${path.join(__dirname, 'publish-to-live.mjs')}`).href;
  const script = `import(${JSON.stringify(moduleUrl)}).then((m) => process.stdout.write(m.publishSite(${JSON.stringify(publicDir)}, ${JSON.stringify(liveRoot)})))`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

describe('publishSite', () => {
  let dir;
  let publicDir;
  let liveRoot;
  const live = (file) => path.join(liveRoot, 'live', file);
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), text);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'publish-site-'));
    publicDir = path.join(dir, 'public');
    liveRoot = path.join(dir, 'out');
    write('index.html', '<h1>Jobs: Broker</h1>');
    write('en/karjaar/tookoht/broker/index.html', '<h1>Broker</h1>');
    write('app-1.js', 'app');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the new build, shares the unchanged files with the previous one and leaves that one as it was', () => {
    const first = publish(publicDir, liveRoot);
    write('en/karjaar/tookoht/broker/index.html', '<h1>Senior broker</h1>');
    const second = publish(publicDir, liveRoot);

    expect(readFileSync(live('en/karjaar/tookoht/broker/index.html'), 'utf8')).toBe('<h1>Senior broker</h1>');
    expect(readFileSync(live('app-1.js'), 'utf8')).toBe('app');
    const firstDir = path.join(liveRoot, 'builds', first);
    expect(statSync(live('app-1.js')).ino).toBe(statSync(path.join(firstDir, 'app-1.js')).ino);
    expect(statSync(live('en/karjaar/tookoht/broker/index.html')).ino).not.toBe(statSync(path.join(firstDir, 'en/karjaar/tookoht/broker/index.html')).ino);
    expect(readFileSync(path.join(firstDir, 'en/karjaar/tookoht/broker/index.html'), 'utf8')).toBe('<h1>Broker</h1>');
    expect(readdirSync(path.join(liveRoot, 'builds')).sort()).toEqual([first, second]);
  });

  it('keeps one build besides the live one, and the live one whole when the older is removed', () => {
    const first = publish(publicDir, liveRoot);
    publish(publicDir, liveRoot);
    write('index.html', '<h1>Jobs: none</h1>');
    const third = publish(publicDir, liveRoot);

    expect(readdirSync(path.join(liveRoot, 'builds'))).not.toContain(first);
    expect(readdirSync(path.join(liveRoot, 'copied'))).not.toContain(`${first}.json`);
    expect(readFileSync(path.join(liveRoot, 'builds', third, 'app-1.js'), 'utf8')).toBe('app');
    expect(readFileSync(live('index.html'), 'utf8')).toBe('<h1>Jobs: none</h1>');
  });
});
