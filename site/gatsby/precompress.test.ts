/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { gunzipSync } from 'zlib';
import { precompress } from './precompress';

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'<p>Liikluskindlustus ja kasko</p>'.repeat(40)}</body></html>`;

describe('the gzip copies of a build', () => {
  let publicDir: string;
  const file = (name: string) => path.join(publicDir, name);
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), text);
  };
  const copyOf = (name: string) => gunzipSync(readFileSync(`${file(name)}.gz`)).toString('utf8');

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it('are written for every text file a browser fetches, with the file’s own modification time, and for nothing else', async () => {
    write('index.html', page('Avaleht'));
    write('en/index.html', page('Home'));
    write('app-0123456789abcdef0123.js', 'window.answer = 42;'.repeat(50));
    write('page-data/index/page-data.json', JSON.stringify({ result: { texts: Array(30).fill('tere') } }));
    write('sitemap.xml', `<urlset>${'<url><loc>https://kindlustus.example/</loc></url>'.repeat(20)}</urlset>`);
    write('app-0123456789abcdef0123.js.map', JSON.stringify({ mappings: 'AAAA;'.repeat(200) }));
    write('logo.png', 'not text'.repeat(100));
    write('_server/routes.conf', 'location = /x/ { }\n'.repeat(50));
    write('tiny.txt', 'a');
    write('downloads/tariffs.csv.gz', 'a download of the site’s own');

    expect(await precompress(publicDir)).toEqual({ written: 5, kept: 0, removed: 0 });
    expect(copyOf('index.html')).toBe(page('Avaleht'));
    expect(copyOf('en/index.html')).toBe(page('Home'));
    expect(copyOf('app-0123456789abcdef0123.js')).toBe('window.answer = 42;'.repeat(50));
    expect(statSync(file('index.html.gz')).mtime.getTime()).toBe(statSync(file('index.html')).mtime.getTime());
    // Source maps, images, the server's own configuration and what would not get smaller get none.
    for (const name of ['app-0123456789abcdef0123.js.map', 'logo.png', '_server/routes.conf', 'tiny.txt']) expect(existsSync(`${file(name)}.gz`)).toBe(false);
    // A .gz file of the site's own is not taken for a copy whose file is gone.
    expect(readFileSync(file('downloads/tariffs.csv.gz'), 'utf8')).toBe('a download of the site’s own');
  });

  it('are kept while their file is unchanged, written again when it changed, and removed with it and its emptied folders', async () => {
    write('index.html', page('Avaleht'));
    write('kkk/index.html', page('KKK'));
    write('vana/leht/index.html', page('Vana leht'));
    write('vana/muu.txt', 'x'.repeat(500));
    write('page-data/vana/leht/page-data.json', JSON.stringify({ result: { texts: Array(30).fill('vana') } }));
    write('page-data/kkk/page-data.json', JSON.stringify({ result: { texts: Array(30).fill('kkk') } }));
    await precompress(publicDir);

    // The next build rewrites one page (a later modification time), removes another (Gatsby deletes its files, and
    // would delete its folders if they were empty) and leaves the third.
    write('index.html', page('Uus avaleht'));
    const later = new Date(statSync(file('index.html.gz')).mtime.getTime() + 5_000);
    utimesSync(file('index.html'), later, later);
    rmSync(file('vana/leht/index.html'));
    rmSync(file('page-data/vana/leht/page-data.json'));

    expect(await precompress(publicDir)).toEqual({ written: 1, kept: 3, removed: 2 });
    expect(copyOf('index.html')).toBe(page('Uus avaleht'));
    expect(copyOf('kkk/index.html')).toBe(page('KKK'));
    expect(existsSync(file('vana/leht'))).toBe(false);
    expect(existsSync(file('page-data/vana'))).toBe(false);
    // What still holds files stays.
    expect(existsSync(file('vana/muu.txt.gz'))).toBe(true);
    expect(existsSync(file('page-data/kkk/page-data.json.gz'))).toBe(true);
  });

  it('are removed at the top of the build too, and when their file would no longer get smaller', async () => {
    write('sw.js', 'self.addEventListener("fetch", () => {});'.repeat(20));
    write('robots.txt', 'User-agent: *\nAllow: /\n'.repeat(20));
    await precompress(publicDir);
    expect(existsSync(file('sw.js.gz'))).toBe(true);

    rmSync(file('sw.js'));
    write('robots.txt', 'x');
    const later = new Date(statSync(file('robots.txt.gz')).mtime.getTime() + 5_000);
    utimesSync(file('robots.txt'), later, later);
    expect(await precompress(publicDir)).toEqual({ written: 0, kept: 0, removed: 2 });
    expect(existsSync(file('sw.js.gz'))).toBe(false);
    expect(existsSync(file('robots.txt.gz'))).toBe(false);
    expect(existsSync(publicDir)).toBe(true);
  });
});
