import { describe, expect, it } from 'vitest';
import {
  LOCATION_TOOLTIP_KEY,
  MAP_THEME_KEY,
  mapStyleUrl,
  otherTheme,
  readMapTheme,
  storeMapTheme,
  takeLocationTooltip,
} from './preferences.ts';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
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

const throwing = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('map theme', () => {
  it('is light by default, stored and read back under mapTheme', () => {
    const storage = memoryStorage();
    expect(readMapTheme(storage)).toBe('light');
    storeMapTheme(storage, 'dark');
    expect(storage.data.get(MAP_THEME_KEY)).toBe('dark');
    expect(readMapTheme(storage)).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it('reads unknown values and blocked or missing storage as light, and never throws', () => {
    const storage = memoryStorage();
    storage.setItem(MAP_THEME_KEY, 'sepia');
    expect(readMapTheme(storage)).toBe('light');
    expect(readMapTheme(throwing)).toBe('light');
    expect(readMapTheme(null)).toBe('light');
    expect(() => storeMapTheme(throwing, 'dark')).not.toThrow();
  });
});

describe('location tooltip', () => {
  it('shows once per session', () => {
    const session = memoryStorage();
    expect(takeLocationTooltip(session)).toBe(true);
    expect(session.data.get(LOCATION_TOOLTIP_KEY)).toBe('1');
    expect(takeLocationTooltip(session)).toBe(false);
    expect(takeLocationTooltip(memoryStorage())).toBe(true);
  });
});

describe('mapStyleUrl', () => {
  it('uses the offline styles unless a style is configured for the theme', () => {
    expect(mapStyleUrl('light', {})).toBe('/map/style-light.json');
    expect(mapStyleUrl('dark', { PUBLIC_MAP_STYLE_DARK: '  ' })).toBe('/map/style-dark.json');
    const env = {
      PUBLIC_MAP_STYLE_LIGHT: 'https://tiles.example/light.json',
      PUBLIC_MAP_STYLE_DARK: 'https://tiles.example/dark.json',
    };
    expect(mapStyleUrl('light', env)).toBe('https://tiles.example/light.json');
    expect(mapStyleUrl('dark', env)).toBe('https://tiles.example/dark.json');
    expect(mapStyleUrl('dark', { PUBLIC_MAP_STYLE_LIGHT: env.PUBLIC_MAP_STYLE_LIGHT })).toBe(
      '/map/style-dark.json',
    );
  });
});
