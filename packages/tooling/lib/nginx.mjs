// The production web server's configuration (site/nginx.conf) run in a real nginx for the browser tests:
// the same server block, with local addresses for the CMS, the site builder, the live folder and the port,
// inside the http block the nginx image gives it in production.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianProgram } from './debian-package.mjs';
import { markOwner, stopOrphaned } from './orphaned-servers.cjs';
import { freePort, root, waitForUrl } from './run.mjs';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx from Debian (the light build has every module site/nginx.conf uses); the package also sets up a system
 * nginx on port 80, which fails where that port is taken: the tests need only the program. */
export const ensureNginx = () => ensureDebianProgram(nginxPath, 'nginx-light', { tolerateSetupFailure: true });

const productionLiveDir = /\/usr\/share\/nginx\/html\/live/g;

/**
 * site/nginx.conf with local addresses; throws when the file no longer has what is replaced. The route
 * rules the build writes (_server/routes.conf) name the production folder too: a copy with the local
 * folder is written to `routesFile` and included instead.
 */
export function localServerBlock({ liveDir, cmsHost, port, routesFile }) {
  // Written into the configuration unquoted, as the production paths are.
  for (const folder of [liveDir, routesFile]) if (/[\s;{}#'"$\\]/.test(folder)) throw new Error(`nginx cannot take the folder ${folder} as it is`);
  writeFileSync(routesFile, readFileSync(path.join(liveDir, '_server/routes.conf'), 'utf8').replace(productionLiveDir, () => liveDir));
  const replacements = [
    [/upstream cms \{[^}]*\}/, `upstream cms { server ${cmsHost}; keepalive 16; keepalive_timeout 60s; }`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    // Nobody listens there: the build status is the site builder's, not part of these tests.
    [/http:\/\/site-builder:4000/g, 'http://127.0.0.1:9'],
    [/include \/usr\/share\/nginx\/html\/live\/_server\/routes\.conf;/, `include ${routesFile};`],
    [productionLiveDir, liveDir],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`site/nginx.conf has no ${pattern}: update packages/tooling/lib/nginx.mjs`);
    pattern.lastIndex = 0;
    return text.replace(pattern, () => replacement);
  }, readFileSync(path.join(root, 'site/nginx.conf'), 'utf8'));
}

const prefixName = 'nginx-test-';

/** Starts nginx in the foreground with its own temporary prefix; `stop` ends it and removes the prefix. */
export async function startNginx({ liveDir, cmsUrl }) {
  const nginx = await ensureNginx();
  stopOrphaned(tmpdir(), prefixName, 'nginx.pid', 'nginx');
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), prefixName));
  markOwner(prefix);
  const temp = (name) => {
    mkdirSync(path.join(prefix, name));
    return path.join(prefix, name);
  };
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, [
    // As root, the workers would otherwise run as nobody, who cannot read the test's private temporary folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
    localServerBlock({ liveDir, cmsHost: new URL(cmsUrl).host, port, routesFile: path.join(prefix, 'routes.conf') }),
    '}',
    '',
  ].join('\n'));
  const child = spawn(nginx, ['-p', prefix, '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  let alive = true;
  const exited = new Promise((resolve) => {
    child.on('exit', () => { alive = false; resolve(); });
    // Not started at all (e.g. NGINX_PATH is no program): waitForUrl below reports it.
    child.on('error', (error) => { console.error(`nginx: ${error.message}`); alive = false; resolve(); });
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (alive) child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/`, { timeoutMs: 20_000, isAlive: () => alive });
  } catch (error) {
    const log = path.join(prefix, 'error.log');
    const detail = existsSync(log) ? readFileSync(log, 'utf8') : '';
    await stop();
    throw new Error(`nginx did not start: ${error.message}\n${detail}`);
  }
  return { url, stop };
}
