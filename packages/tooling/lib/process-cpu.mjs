import { readFileSync } from 'node:fs';

/**
 * CPU seconds a process of this machine has used (user and system, from Linux's /proc in its 100 ticks a
 * second), 0 once it is gone. PostgreSQL's backends are counted so only when it runs here, as on these machines.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
