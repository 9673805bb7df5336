import { describe, expect, it } from 'vitest';
import type { BranchSnapshot } from './content.ts';
import { readSettings } from './settings.ts';
import { jsonLdScript, openingHoursSpecification, opticianJsonLd } from './structured-data.ts';

const branch: BranchSnapshot = {
  id: 'b1',
  name: 'Marktgasse',
  street: 'Marktgasse',
  streetNumber: '21',
  zip: '8400',
  city: 'Winterthur',
  phone: '+41 52 212 34 56',
  email: 'info@example.ch',
  url: null,
  latitude: 47.5,
  longitude: 8.72,
  openingHours: [
    { day: 1, open: '09:00', close: '12:00' },
    { day: 6, open: '09:00', close: '16:00' },
  ],
  specialHours: [
    { date: '2026-12-24', open: '09:00', close: '14:00' },
    { date: '2026-12-26', open: '00:30', close: '00:30' },
  ],
};

describe('openingHoursSpecification', () => {
  it('maps weekdays 1..7 to schema.org days and special dates to validity ranges', () => {
    const spec = openingHoursSpecification(branch);
    expect(spec[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '12:00',
    });
    expect(spec[1]).toMatchObject({ dayOfWeek: 'https://schema.org/Saturday' });
    expect(spec[2]).toMatchObject({ validFrom: '2026-12-24', validThrough: '2026-12-24', closes: '14:00' });
  });
  it('writes a 00:30 special day as closed (00:00 to 00:00)', () => {
    expect(openingHoursSpecification(branch)[3]).toMatchObject({ opens: '00:00', closes: '00:00' });
  });
});

describe('opticianJsonLd', () => {
  const settings = readSettings({ business: { name: 'Optik Sonnenberg', phone: '+41 52 000 00 00' } });
  it('has one Optician per branch with address and geo', () => {
    const graph = opticianJsonLd(settings, [branch], 'https://optik.example/') as {
      '@graph': Record<string, unknown>[];
    };
    expect(graph['@graph']).toHaveLength(1);
    expect(graph['@graph'][0]).toMatchObject({
      '@type': 'Optician',
      name: 'Optik Sonnenberg Marktgasse',
      telephone: '+41 52 212 34 56',
      address: { postalCode: '8400', addressLocality: 'Winterthur', addressCountry: 'CH' },
      geo: { latitude: 47.5, longitude: 8.72 },
    });
  });
  it('falls back to the business from settings without branches', () => {
    const graph = opticianJsonLd(settings, [], 'https://optik.example/') as {
      '@graph': Record<string, unknown>[];
    };
    expect(graph['@graph'][0]).toMatchObject({ name: 'Optik Sonnenberg', telephone: '+41 52 000 00 00' });
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
