// Language detection order of SPEC §1: local storage 'language', then ?lng=, then vi; cached back to storage.
import { describe, expect, it } from 'vitest';
import { cacheLanguage, createLanguageDetector, detectLanguage } from '../src/lib/i18n/language-detector';
import type { KeyValueStorage } from '../src/lib/storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('language detection', () => {
  it('prefers the stored language over the query string', () => {
    expect(detectLanguage({ storage: memoryStorage({ language: 'en' }), search: '?lng=vi' })).toBe('en');
    expect(detectLanguage({ storage: memoryStorage({ language: 'vi' }), search: '?lng=en' })).toBe('vi');
  });

  it('uses ?lng= when nothing is stored', () => {
    expect(detectLanguage({ storage: memoryStorage(), search: '?lng=en' })).toBe('en');
  });

  it('ignores unsupported values and falls back to Vietnamese', () => {
    expect(detectLanguage({ storage: memoryStorage({ language: 'fr' }), search: '?lng=de' })).toBe('vi');
    expect(detectLanguage({ storage: memoryStorage({ language: 'fr' }), search: '?lng=en' })).toBe('en');
    expect(detectLanguage({ storage: memoryStorage(), search: '' })).toBe('vi');
  });

  it('caches the chosen language under the key "language"', () => {
    const storage = memoryStorage();
    const detector = createLanguageDetector(() => ({ storage, search: '?lng=en' }));
    const detected = detector.detect();
    detector.cacheUserLanguage?.(String(detected));
    expect(storage.data.language).toBe('en');
    cacheLanguage(storage, 'vi');
    expect(storage.data.language).toBe('vi');
    cacheLanguage(storage, 'xx');
    expect(storage.data.language).toBe('vi');
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(detectLanguage({ storage: broken, search: '?lng=en' })).toBe('en');
    expect(() => cacheLanguage(broken, 'en')).not.toThrow();
  });
});
