import { describe, expect, it } from 'vitest';
import { branch, business } from './fixtures.ts';
import { directoryJsonLd } from './json-ld.ts';

describe('directoryJsonLd', () => {
  it('writes one Optician per active branch with its opening hours', () => {
    const graph = directoryJsonLd([
      business({
        branches: [
          branch({ id: 'a', specialHours: [{ date: '2026-12-26', open: '00:30', close: '00:30' }] }),
          branch({ id: 'b', active: false }),
        ],
      }),
    ])['@graph'] as Record<string, unknown>[];
    expect(graph).toHaveLength(1);
    const [node] = graph;
    expect(node?.['@type']).toBe('Optician');
    expect(node?.['address']).toMatchObject({
      postalCode: '8001',
      addressLocality: 'Zürich',
      addressRegion: 'ZH',
    });
    const specs = node?.['openingHoursSpecification'] as Record<string, unknown>[];
    expect(specs[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '12:00',
    });
    expect(specs.at(-1)).toMatchObject({ validFrom: '2026-12-26', opens: '00:00', closes: '00:00' });
  });
});
