import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

// A fresh module (and atom) per test: the atom restores from storage when first listened to.
async function load() {
  vi.resetModules();
  return import('./active-hole.ts');
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('$activeHole', () => {
  it('starts with no hole chosen and keeps the chosen one in sessionStorage', async () => {
    const { $activeHole, setActiveHole, ACTIVE_HOLE_KEY } = await load();
    expect($activeHole.get()).toBeNull();
    const seen: (string | null)[] = [];
    const stop = $activeHole.listen((value) => seen.push(value));
    setActiveHole('page-hole-3');
    expect(seen).toEqual(['page-hole-3']);
    expect(sessionStorage.getItem(ACTIVE_HOLE_KEY)).toBe('page-hole-3');
    setActiveHole(null);
    expect(sessionStorage.getItem(ACTIVE_HOLE_KEY)).toBeNull();
    stop();
  });

  it('restores the stored hole when first used (a reload stays on the hole)', async () => {
    sessionStorage.setItem('activeHole', 'page-hole-2');
    const { $activeHole } = await load();
    const stop = $activeHole.subscribe(() => {});
    expect($activeHole.get()).toBe('page-hole-2');
    stop();
  });

  it('works without storage', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const { $activeHole, setActiveHole } = await load();
    expect(() => setActiveHole('page-x')).not.toThrow();
    expect($activeHole.get()).toBe('page-x');
  });
});

describe('activeHoleIndex / resolveActiveHole', () => {
  it('finds the active hole, or falls back to the first', async () => {
    const { activeHoleIndex, resolveActiveHole } = await load();
    const ids = ['page-a', 'page-b', 'page-c'];
    expect(activeHoleIndex(ids, 'page-c')).toBe(2);
    expect(activeHoleIndex(ids, null)).toBe(0);
    expect(activeHoleIndex(ids, 'page-gone')).toBe(0);
    expect(resolveActiveHole(ids, 'page-b')).toBe('page-b');
    expect(resolveActiveHole(ids, null)).toBe('page-a');
    expect(resolveActiveHole([], 'page-b')).toBeNull();
  });
});
