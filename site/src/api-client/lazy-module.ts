/**
 * A loader for a lazily loaded module: fetched once (again after a failed fetch), and handed on in a
 * task of its own. Loading a chunk evaluates its modules (Apollo's are many) in one task; starting the
 * first query in that same task makes one long task of both, which blocks input on a slow phone.
 */
export function lazyModule<T>(importModule: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= importModule().then(
      (module) => new Promise<T>((resolve) => setTimeout(() => resolve(module), 0)),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
}
