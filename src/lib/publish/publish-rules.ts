/**
 * The publish rules (editor spec §4), one answer for every way to publish (the toolbar, the pages
 * panel, the API): a page waits while a translation is missing on a multilingual site (never
 * overridable), and while the accessibility check finds something the editor has not seen yet
 * (the publish dialog lists it and may go ahead: `accessibilityConfirmed`). The browser asks
 * before it sends; the server asks again and refuses with 409 'publish_blocked' and these same
 * reasons, so a caller that skipped the question still gets the same answer. Pure.
 */
import * as v from 'valibot';
import { LocaleSchema, VISITOR_LOCALES, type Locale, type PageSnapshot } from '../content.ts';
import { isMultilingual, pageLocales, translationWork } from '../drafts.ts';
import type { SiteSettings } from '../settings.ts';
import { accessibilityFindings, isAccessible, type BlockFacts } from './accessibility.ts';

/** The error code of a refused publish (HTTP 409). */
export const PUBLISH_BLOCKED = 'publish_blocked';

const RgbSchema = v.pipe(v.tuple([v.number(), v.number(), v.number()]), v.readonly());

/** One field whose translation is missing in a locale (as the missing-translations dialog lists it). */
export const MissingFieldSchema = v.object({
  fieldId: v.string(),
  fieldName: v.string(),
  /** Its block; null for a page-level field. */
  groupId: v.nullable(v.string()),
  groupType: v.nullable(v.string()),
});

/** Why publishing must wait, as the route answers it and the dialogs show it. */
export const PublishReasonsSchema = v.object({
  /**
   * Locales with missing translations, each with its fields in page order and whether the page's
   * own name is missing there (it is the page's title and its link text); a hard stop.
   */
  missingTranslations: v.array(
    v.object({ locale: LocaleSchema, pageName: v.boolean(), fields: v.array(MissingFieldSchema) }),
  ),
  /** Images without alt text in a published language. */
  missingAlt: v.array(
    v.object({ mediaId: v.string(), fileName: v.string(), locales: v.array(LocaleSchema) }),
  ),
  /** Headings that skip a level, with the languages they do it in. */
  headings: v.array(
    v.object({
      heading: v.object({ level: v.number(), text: v.string(), groupId: v.nullable(v.string()) }),
      after: v.number(),
      locales: v.array(LocaleSchema),
    }),
  ),
  /** Text/background pairs below WCAG AA. */
  contrast: v.array(
    v.object({
      groupId: v.nullable(v.string()),
      text: RgbSchema,
      background: RgbSchema,
      ratio: v.number(),
      required: v.number(),
    }),
  ),
});
export type PublishReasons = v.InferOutput<typeof PublishReasonsSchema>;

/**
 * Everything that may hold a draft page back: its missing translations per locale (fields as
 * `translationWork` lists them, and the page's name when it has one in another locale; none on a
 * single-language site) and the accessibility check's findings.
 *
 * @example
 * const reasons = publishReasons(draft.page, settings, blocks);
 * if (publishMustWait(reasons, false)) showTheReasons(reasons);
 */
export function publishReasons(
  page: PageSnapshot,
  settings: SiteSettings,
  blocks: BlockFacts,
  locales: readonly Locale[] = VISITOR_LOCALES,
): PublishReasons {
  const work = translationWork(page, locales);
  const named = (locale: Locale) => (page.meta.name[locale] ?? '').trim() !== '';
  const nameMissingIn = new Set(
    isMultilingual(locales) && locales.some(named) ? pageLocales(page, locales).filter((l) => !named(l)) : [],
  );
  const missingTranslations = locales
    .map((locale) => ({
      locale,
      pageName: nameMissingIn.has(locale),
      fields: work[locale]
        .filter((item) => item.reason === 'missing')
        .map(({ fieldId, fieldName, groupId, groupType }) => ({ fieldId, fieldName, groupId, groupType })),
    }))
    .filter((entry) => entry.pageName || entry.fields.length > 0);
  return { missingTranslations, ...accessibilityFindings(page, locales, settings, blocks) };
}

/** Whether a translation is missing (publishing is not offered at all then). */
export function hasMissingTranslations(reasons: PublishReasons): boolean {
  return reasons.missingTranslations.length > 0;
}

/** Whether the accessibility check found something to show before publishing. */
export function hasAccessibilityFindings(reasons: PublishReasons): boolean {
  return !isAccessible(reasons);
}

/**
 * Whether publishing must wait: always while a translation is missing; for accessibility
 * findings only until the editor has seen them and chosen to publish anyway.
 */
export function publishMustWait(reasons: PublishReasons, accessibilityConfirmed: boolean): boolean {
  return hasMissingTranslations(reasons) || (!accessibilityConfirmed && hasAccessibilityFindings(reasons));
}
