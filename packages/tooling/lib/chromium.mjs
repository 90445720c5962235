import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests use Debian's Chromium; install it when it is missing (nothing is downloaded by npm). */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  step('Installing Chromium from Debian');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
  return chromiumPath;
}
