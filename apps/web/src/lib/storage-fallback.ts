/**
 * Inside an LMS's iframe (LTI) Chromium may deny a third-party page its localStorage altogether (a SecurityError
 * on access, not an empty store). The app keeps its session, answers and preferences there, so it then gets an
 * in-memory store for the life of the page instead: the launch still signs in and the quiz still runs.
 * Imported first by main.tsx, before any module reads storage.
 */
function usable(): boolean {
  try {
    const probe = '__mizan_storage__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && !usable()) {
  const store = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return store.size;
    },
    key: (i: number) => [...store.keys()][i] ?? null,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  };
  Object.defineProperty(window, 'localStorage', { value: memory, configurable: true });
}

export {};
