import { ensureDebianProgram } from './debian-package.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests use Debian's Chromium. */
export const ensureChromium = () => ensureDebianProgram(chromiumPath, 'chromium');
