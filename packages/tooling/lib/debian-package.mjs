import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

/**
 * A program the tests take from Debian (nothing is downloaded by npm): installed with apt-get, as root or
 * with sudo, when `program` is missing. `tolerateSetupFailure`: a package whose service cannot be set up
 * here (nginx's on a taken port 80) still counts once its program is in place.
 */
export async function ensureDebianProgram(program, packageName, { tolerateSetupFailure = false } = {}) {
  if (existsSync(program)) return program;
  step(`Installing ${packageName} from Debian`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', packageName]).catch((error) => {
    if (!tolerateSetupFailure || !existsSync(program)) throw error;
    console.warn(`${packageName} is installed, but its system service was not set up: ${error.message}`);
  });
  return program;
}
