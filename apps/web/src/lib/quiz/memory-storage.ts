/** For unit tests under Node: an in-memory localStorage where the runtime has none (the answer queue keeps trials there). */
export function installMemoryStorage(): void {
  const store = new Map<string, string>();
  globalThis.localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  } as Storage;
}
