import { describe, expect, it } from 'vitest';
import { resolveBookingLink } from './booking-link.ts';

describe('resolveBookingLink', () => {
  it('turns appointment and health-optics links into buttons', () => {
    expect(
      resolveBookingLink({ type: 'appointment', url: 'https://booking.example.invalid/a' }, 'de'),
    ).toEqual({
      kind: 'button',
      type: 'appointment',
      href: 'https://booking.example.invalid/a',
    });
    expect(
      resolveBookingLink({ type: 'healthOptics', url: 'https://booking.example.invalid/h' }, 'en'),
    ).toEqual({
      kind: 'button',
      type: 'healthOptics',
      href: 'https://booking.example.invalid/h',
    });
  });

  it("embeds iframe links with the visitor's locale, keeping one given by the editor", () => {
    expect(
      resolveBookingLink({ type: 'iframe', url: 'https://booking.example.invalid/shop?layout=x' }, 'en'),
    ).toEqual({
      kind: 'iframe',
      src: 'https://booking.example.invalid/shop?layout=x&locale=en',
    });
    expect(
      resolveBookingLink({ type: 'iframe', url: 'https://booking.example.invalid/?locale=fr' }, 'de'),
    ).toEqual({
      kind: 'iframe',
      src: 'https://booking.example.invalid/?locale=fr',
    });
  });

  it('refuses missing links and urls that are not web addresses', () => {
    expect(resolveBookingLink(null, 'de')).toBeNull();
    expect(resolveBookingLink({ type: 'iframe', url: null }, 'de')).toBeNull();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'not a url', '']) {
      expect(resolveBookingLink({ type: 'iframe', url }, 'de')).toBeNull();
      expect(resolveBookingLink({ type: 'appointment', url }, 'de')).toBeNull();
    }
  });
});
