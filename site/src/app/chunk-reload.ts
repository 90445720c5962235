const reloadedKey = 'chunk-reload-at';

/** True for the errors webpack raises when a code chunk of an older deploy cannot be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message ?? '')));
}

/** A failed chunk load reloads the page in full (at most once a minute, so a broken deploy cannot loop). */
export function reloadOnChunkFailure(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    const last = Number(win.sessionStorage.getItem(reloadedKey) ?? 0);
    if (Date.now() - last < 60_000) return;
    win.sessionStorage.setItem(reloadedKey, String(Date.now()));
    win.location.reload();
  });
}
