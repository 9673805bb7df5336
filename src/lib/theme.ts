/**
 * Theme settings -> CSS custom properties on :root, written into the page head by SiteLayout.
 * Colours stay RGB triples (`rgb(var(--color-primary))`, `rgba(var(--color-header), .5)`); next to
 * each chosen colour the theme derives what keeps text readable (WCAG AA), so any brand colours
 * pass the accessibility checks:
 * - `--on-{name}`: text colour on that colour as a background;
 * - `--color-{primary|secondary}-ink`: the brand colour for text and links on the page background;
 * - `--header-accent`: the brand colour for the current-page mark on the header background.
 * Values are schema-validated triples; font stacks are filtered to a safe character set.
 */
import { ensureContrast, formatRgb, parseRgb, readableOn, type Rgb } from './color.ts';
import { headerCssProperties } from './header.ts';
import type { SiteSettings } from './settings.ts';

const FONT_SAFE = /^[\w\s,"'-]+$/;

type ColorName = 'primary' | 'secondary' | 'background' | 'header';

/** All custom properties of the theme, by name. */
export function themeProperties(settings: SiteSettings): Record<string, string> {
  const { theme, appearance } = settings;
  const colors: Record<ColorName, Rgb> = {
    primary: parseRgb(theme.primary),
    secondary: parseRgb(theme.secondary),
    background: parseRgb(theme.background),
    header: parseRgb(theme.header),
  };
  const font = (value: string | null, fallback: string) =>
    value && FONT_SAFE.test(value) ? value : fallback;
  const props: Record<string, string> = {};
  for (const name of Object.keys(colors) as ColorName[]) {
    props[`--color-${name}`] = formatRgb(colors[name]);
    props[`--on-${name}`] = formatRgb(readableOn(colors[name]));
  }
  props['--text'] = props['--on-background'] as string;
  props['--color-primary-ink'] = formatRgb(ensureContrast(colors.primary, colors.background));
  props['--color-secondary-ink'] = formatRgb(ensureContrast(colors.secondary, colors.background));
  props['--header-accent'] = formatRgb(ensureContrast(colors.primary, colors.header));
  props['--font-base'] = font(theme.fontBase, 'system-ui, sans-serif');
  props['--font-heading'] = font(theme.fontHeading, 'serif');
  Object.assign(props, headerCssProperties());

  const footer = appearance.footerColor;
  props['--footer-bg'] = formatRgb(colors[footer]);
  props['--footer-fg'] = formatRgb(readableOn(colors[footer]));
  const booking = settings.bookingButton.color;
  props['--booking-bg'] = formatRgb(colors[booking]);
  props['--booking-fg'] = formatRgb(readableOn(colors[booking]));

  // The background overlay tints full-bleed background images (text on image) site-wide.
  const overlay = settings.backgroundOverlay;
  props['--background-overlay'] =
    overlay.enabled && overlay.opacity > 0
      ? `rgba(${formatRgb(colors[overlay.color])}, ${overlay.opacity / 100})`
      : 'transparent';

  const { gradient } = appearance;
  props['--page-gradient'] = gradient.enabled
    ? `linear-gradient(180deg, rgb(${formatRgb(parseRgb(gradient.from))}), rgb(${formatRgb(parseRgb(gradient.to))}))`
    : 'none';
  return props;
}

/**
 * The `:root { ... }` rule of the theme, for a `<style>` in the head.
 *
 * @example
 * themeCss(readSettings({})); // ':root{--color-primary:73,157,221;...}'
 */
export function themeCss(settings: SiteSettings): string {
  const body = Object.entries(themeProperties(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
