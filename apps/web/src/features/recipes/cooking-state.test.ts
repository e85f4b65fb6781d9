import { describe, expect, it } from 'vitest';
import { readTicked, readUnitSystem, tickedStorageKey, UNITS_STORAGE_KEY, writeTicked } from './cooking-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('what the recipe page remembers', () => {
  it('remembers ticked lines per recipe', () => {
    const storage = memoryStorage();
    writeTicked(storage, 7, new Set([12, 10]));
    expect(storage.items.get(tickedStorageKey(7))).toBe('[10,12]');
    expect([...readTicked(storage, 7, [10, 11, 12])]).toEqual([10, 12]);
    expect(readTicked(storage, 8, [10, 11, 12]).size).toBe(0);
  });

  it('forgets ticks for lines an edit removed, and clears the key when nothing is ticked', () => {
    const storage = memoryStorage();
    writeTicked(storage, 7, new Set([10, 12]));
    expect([...readTicked(storage, 7, [11, 12])]).toEqual([12]);
    writeTicked(storage, 7, new Set());
    expect(storage.items.has(tickedStorageKey(7))).toBe(false);
  });

  it('survives storage it cannot read or use', () => {
    const storage = memoryStorage();
    storage.setItem(tickedStorageKey(7), 'not json');
    expect(readTicked(storage, 7, [1]).size).toBe(0);
    storage.setItem(tickedStorageKey(7), '{"10":true}');
    expect(readTicked(storage, 7, [10]).size).toBe(0);
    expect(readTicked(null, 7, [10]).size).toBe(0);
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeTicked(refusing, 7, new Set([1]))).not.toThrow();
  });

  it('remembers the units, falling back to as written', () => {
    const storage = memoryStorage();
    expect(readUnitSystem(storage)).toBe('as-written');
    storage.setItem(UNITS_STORAGE_KEY, 'us');
    expect(readUnitSystem(storage)).toBe('us');
    storage.setItem(UNITS_STORAGE_KEY, 'imperial');
    expect(readUnitSystem(storage)).toBe('as-written');
  });
});
