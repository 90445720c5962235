export interface ConnectionInfo {
  onLine: boolean;
  effectiveType?: string;
  saveData?: boolean;
}

/** Link prefetching is skipped offline, on 2g connections and in data-saver mode (spec section 9). */
export function prefetchAllowed(connection: ConnectionInfo): boolean {
  if (!connection.onLine) return false;
  if (connection.saveData) return false;
  if (connection.effectiveType && connection.effectiveType.includes('2g')) return false;
  return true;
}

export function currentConnection(): ConnectionInfo {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } };
  return { onLine: nav.onLine, effectiveType: nav.connection?.effectiveType, saveData: nav.connection?.saveData };
}
