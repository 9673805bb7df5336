/** Theme settings -> CSS custom properties on :root. Values are schema-validated (rgb triples). */
import type { SiteSettings } from './settings.ts';

const FONT_SAFE = /^[\w\s,"'-]+$/;

export function themeCss(settings: SiteSettings): string {
  const { theme } = settings;
  const font = (value: string | null, fallback: string) =>
    value && FONT_SAFE.test(value) ? value : fallback;
  return `:root{--color-primary:${theme.primary};--color-secondary:${theme.secondary};--color-background:${theme.background};--color-header:${theme.header};--font-base:${font(theme.fontBase, 'system-ui, sans-serif')};--font-heading:${font(theme.fontHeading, 'serif')}}`;
}
