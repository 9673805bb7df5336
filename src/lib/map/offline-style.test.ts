/**
 * The offline map styles under public/map/ (the default for development and tests): valid
 * MapLibre styles that need nothing from the internet, with the same layers in light and dark,
 * drawing the old town where the demo course is.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { mapPages } from '../../../db/seed/content/urban-golf-map.ts';
import { boundsOf, isWithin } from './bounds.ts';
import type { LngLat } from './constants.ts';
import { OFFLINE_MAP_STYLES } from './preferences.ts';

const publicFile = (path: string) => fileURLToPath(new URL(`../../../public${path}`, import.meta.url));
const readJson = async (path: string) => JSON.parse(await readFile(publicFile(path), 'utf8')) as unknown;

interface Style {
  sources: Record<string, { type: string; data?: unknown; url?: string; tiles?: unknown }>;
  layers: { id: string; type: string; layout?: Record<string, unknown> }[];
  glyphs?: string;
  sprite?: unknown;
}

describe('offline map styles', () => {
  for (const [theme, url] of Object.entries(OFFLINE_MAP_STYLES)) {
    it(`${theme}: a valid style with local GeoJSON only, no tiles, glyphs or sprites`, async () => {
      const style = (await readJson(url)) as Style;
      expect(validateStyleMin(style as never)).toEqual([]);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      for (const source of Object.values(style.sources)) {
        expect(source.type).toBe('geojson');
        expect(source.url ?? source.tiles).toBeUndefined();
        expect(String(source.data)).toMatch(/^\/map\/[\w-]+\.geojson$/);
        await expect(readJson(String(source.data))).resolves.toMatchObject({ type: 'FeatureCollection' });
      }
      // Text needs glyphs: no symbol layers.
      expect(style.layers.filter((l) => l.type === 'symbol')).toEqual([]);
    });
  }

  it('has the same layers in light and dark', async () => {
    const [light, dark] = (await Promise.all([
      readJson(OFFLINE_MAP_STYLES.light),
      readJson(OFFLINE_MAP_STYLES.dark),
    ])) as Style[];
    expect(dark!.layers.map((l) => l.id)).toEqual(light!.layers.map((l) => l.id));
  });

  it('draws the old town around every hole of the demo course', async () => {
    const geojson = (await readJson('/map/winterthur.geojson')) as {
      features: { properties: { kind: string }; geometry: { coordinates: LngLat[][] } }[];
    };
    const oldTown = geojson.features.find((f) => f.properties.kind === 'oldtown');
    const townBox = boundsOf(oldTown!.geometry.coordinates[0]!)!;
    const margin = 0.001;
    const around = [
      [townBox[0][0] - margin, townBox[0][1] - margin],
      [townBox[1][0] + margin, townBox[1][1] + margin],
    ] as const;
    const routes = mapPages.flatMap((p) =>
      p.groups.flatMap((g) => ((g.options as { mapRoute?: LngLat[] }).mapRoute ?? []) as LngLat[]),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const point of routes) expect(isWithin(point, around), String(point)).toBe(true);
  });
});
