import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';
import {
  consentVersion,
  hasTracking,
  readConsent,
  serializeConsent,
  TRACKING_HOSTS,
  trackingKinds,
  trackingPlan,
  trackingScripts,
  validTrackingId,
} from './tracking.ts';

const tracking = (t: Record<string, string | null>) => readSettings({ tracking: t }).tracking;

describe('trackingPlan', () => {
  it('is empty without ids (the default settings)', () => {
    const plan = trackingPlan(readSettings({}).tracking);
    expect(plan).toEqual({});
    expect(hasTracking(plan)).toBe(false);
    expect(trackingScripts(plan)).toEqual([]);
  });
  it('keeps valid ids, trimmed and upper-cased', () => {
    const plan = trackingPlan(
      tracking({ analyticsId: ' g-abc1234xyz ', tagManagerId: 'GTM-K9ZX2Q', pixelId: '123456789012345' }),
    );
    expect(plan).toEqual({ analytics: 'G-ABC1234XYZ', tagManager: 'GTM-K9ZX2Q', pixel: '123456789012345' });
    expect(trackingKinds(plan)).toEqual(['analytics', 'tagManager', 'pixel']);
  });
  it.each([
    ['analyticsId', 'UA-12345-1'],
    ['analyticsId', 'G-'],
    ['analyticsId', 'G-ABC"><script>'],
    ['tagManagerId', 'GTM-'],
    ['tagManagerId', 'G-ABC1234'],
    ['tagManagerId', 'GTM-AB&x=1'],
    ['pixelId', '12345'],
    ['pixelId', '12345678901234567890123'],
    ['pixelId', '1234567890a'],
    ['pixelId', ''],
  ])('drops the invalid %s %j', (key, value) => {
    expect(trackingPlan(tracking({ [key]: value }))).toEqual({});
  });
  it('never lets an id with characters outside [A-Z0-9-] through', () => {
    fc.assert(
      fc.property(fc.constantFrom('analytics', 'tagManager', 'pixel' as const), fc.string(), (kind, s) => {
        const id = validTrackingId(kind, s);
        return id === null || /^[A-Z0-9-]+$/.test(id);
      }),
    );
  });
});

describe('trackingScripts', () => {
  it('builds the URL of each service from its id, on the tracking hosts only', () => {
    const scripts = trackingScripts({
      analytics: 'G-ABC1234',
      tagManager: 'GTM-AB12CD',
      pixel: '1234567890',
    });
    expect(scripts).toEqual([
      { kind: 'analytics', id: 'G-ABC1234', src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234' },
      { kind: 'tagManager', id: 'GTM-AB12CD', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
      { kind: 'pixel', id: '1234567890', src: 'https://connect.facebook.net/en_US/fbevents.js' },
    ]);
    for (const s of scripts) expect(TRACKING_HOSTS).toContain(new URL(s.src).host);
  });
});

describe('stored consent', () => {
  const plan = { analytics: 'G-ABC1234' };
  it('reads back what was stored for the same services', () => {
    expect(readConsent(serializeConsent(plan, 'declined'), plan)).toBe('declined');
    expect(readConsent(serializeConsent(plan, 'accepted'), { analytics: 'G-OTHER99' })).toBe('accepted');
  });
  it('asks again when a service is added or the policy changed', () => {
    const stored = serializeConsent(plan, 'accepted');
    expect(readConsent(stored, { ...plan, pixel: '1234567890' })).toBeNull();
    expect(readConsent(JSON.stringify({ version: '0:analytics', choice: 'accepted' }), plan)).toBeNull();
    expect(consentVersion(plan)).toBe('1:analytics');
  });
  it.each([null, '', 'yes', '{"version":"1:analytics","choice":"maybe"}', '[]', 'null'])(
    'asks when the stored value is %j',
    (stored) => {
      expect(readConsent(stored, plan)).toBeNull();
    },
  );
});
