/**
 * The site settings the shell's components read (page, header, footer, booking button), parsed
 * once per published settings object instead of once per component and page: a publish renders
 * hundreds of pages from one snapshot, and each parse runs the whole settings schema. Only live
 * renders share a parse (their snapshots are never mutated; the editor's draft may be), and the
 * components only read it.
 */
import type { RenderMode } from '../fields/context.tsx';
import type { SiteSnapshot } from '../lib/content.ts';
import { readSettings, type SiteSettings } from '../lib/settings.ts';

const parsed = new WeakMap<object, SiteSettings>();

/** `readSettings(site.settings)`, parsed once per settings object in live mode. */
export function shellSettings(site: SiteSnapshot, mode: RenderMode): SiteSettings {
  const stored: unknown = site.settings;
  if (mode !== 'live' || !stored || typeof stored !== 'object') return readSettings(stored);
  let settings = parsed.get(stored);
  if (!settings) {
    settings = readSettings(stored);
    parsed.set(stored, settings);
  }
  return settings;
}
