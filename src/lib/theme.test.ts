import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio, parseRgb } from './color.ts';
import { readSettings } from './settings.ts';
import { themeCss, themeProperties } from './theme.ts';

const byte = fc.integer({ min: 0, max: 255 });
const triple = fc.tuple(byte, byte, byte).map((c) => c.join(','));

describe('themeProperties', () => {
  it('writes the default theme', () => {
    const props = themeProperties(readSettings({}));
    expect(props['--color-primary']).toBe('73,157,221');
    expect(props['--on-primary']).toBe('34,40,49');
    expect(props['--on-secondary']).toBe('255,255,255');
    expect(props['--text']).toBe('34,40,49');
    expect(props['--color-primary-ink']).toBe('55,118,166');
    expect(props['--header-height']).toBe('120px');
    expect(props['--header-animate-after']).toBe('240px');
    expect(props['--footer-bg']).toBe('34,49,63');
    expect(props['--booking-bg']).toBe('73,157,221');
    expect(props['--page-gradient']).toBe('none');
  });

  it('follows footer colour, booking colour and gradient settings', () => {
    const props = themeProperties(
      readSettings({
        theme: { header: '250,250,250' },
        appearance: {
          footerColor: 'header',
          gradient: { enabled: true, from: '232,243,251', to: '255,255,255' },
        },
        bookingButton: { color: 'secondary' },
      }),
    );
    expect(props['--footer-bg']).toBe('250,250,250');
    expect(props['--footer-fg']).toBe('34,40,49');
    expect(props['--booking-bg']).toBe('34,49,63');
    expect(props['--booking-fg']).toBe('255,255,255');
    expect(props['--page-gradient']).toBe('linear-gradient(180deg, rgb(232,243,251), rgb(255,255,255))');
  });

  it('tints background images with the overlay only when it is on', () => {
    expect(themeProperties(readSettings({}))['--background-overlay']).toBe('transparent');
    const on = readSettings({
      theme: { primary: '10,20,30' },
      backgroundOverlay: { enabled: true, color: 'primary', opacity: 40 },
    });
    expect(themeProperties(on)['--background-overlay']).toBe('rgba(10,20,30, 0.4)');
    const zero = readSettings({ backgroundOverlay: { enabled: true, opacity: 0 } });
    expect(themeProperties(zero)['--background-overlay']).toBe('transparent');
  });

  it('keeps every derived text colour readable for any brand colours', () => {
    fc.assert(
      fc.property(triple, triple, triple, triple, (primary, secondary, background, header) => {
        const props = themeProperties(readSettings({ theme: { primary, secondary, background, header } }));
        const get = (name: string) => parseRgb(props[name] ?? '');
        const pairs: [string, string][] = [
          ['--on-primary', '--color-primary'],
          ['--on-secondary', '--color-secondary'],
          ['--on-background', '--color-background'],
          ['--on-header', '--color-header'],
          ['--color-primary-ink', '--color-background'],
          ['--color-secondary-ink', '--color-background'],
          ['--header-accent', '--color-header'],
          ['--footer-fg', '--footer-bg'],
          ['--booking-fg', '--booking-bg'],
        ];
        for (const [fg, bg] of pairs)
          expect(contrastRatio(get(fg), get(bg))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
    );
  });
});

describe('themeCss', () => {
  it('is one :root rule', () => {
    const css = themeCss(readSettings({}));
    expect(css.startsWith(':root{--color-primary:73,157,221;')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
  });

  it('cannot be broken out of by a font setting', () => {
    const css = themeCss(readSettings({ theme: { fontBase: 'x;}</style><script>alert(1)</script>' } }));
    expect(css).not.toContain('</style>');
    expect(css).toContain('--font-base:system-ui, sans-serif');
  });
});
