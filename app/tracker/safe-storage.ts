/** localStorage, or a plain map for this page when the browser refuses it (privacy modes). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function safeStorage(): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return localStorage.getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        localStorage.setItem(key, value);
      } catch {
        memory.set(key, value);
      }
    },
  };
}
