// localStorage access that survives private mode and quotas; only the language and UI prefs go here.
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__portal_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage;
  }
}

export function readJson<T>(key: string, fallback: T, storage: KeyValueStorage = browserStorage()): T {
  try {
    const text = storage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValueStorage = browserStorage()): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses a UI preference.
  }
}
