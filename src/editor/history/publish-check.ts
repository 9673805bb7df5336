/**
 * The publish rules as the editor asks them, with the blocks' knowledge from the registry: the
 * accessibility check (images without alt text, skipped heading levels, low contrast) and the
 * whole rule with missing translations. The walks themselves are src/lib/publish/, shared with
 * the publish route, so the toolbar, the pages panel and the server give the same reasons.
 */
import { REGISTRY_BLOCK_FACTS } from '../../blocks/block-facts.ts';
import type { Locale, PageSnapshot } from '../../lib/content.ts';
import {
  accessibilityFindings,
  headingIssues as headingIssuesWith,
  isAccessible,
  pageHeadings as pageHeadingsWith,
  type AccessibilityFindings,
  type HeadingIssue,
} from '../../lib/publish/accessibility.ts';
import { publishReasons, type PublishReasons } from '../../lib/publish/publish-rules.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import type { Heading } from '../../lib/a11y-check.ts';

export { groupColorPairs, pageContrastIssues, type HeadingIssue } from '../../lib/publish/accessibility.ts';

/** Everything the publish dialog's accessibility part lists; empty lists when the page passes. */
export type PublishCheck = AccessibilityFindings;

/** Whether the check found nothing to list. */
export const isClean = (check: PublishCheck): boolean => isAccessible(check);

/** The page's headings in one language, in reading order, at the levels the site renders. */
export const pageHeadings = (page: PageSnapshot, locale: Locale): Heading[] =>
  pageHeadingsWith(page, locale, REGISTRY_BLOCK_FACTS);

/** The skipped heading levels of the page in every language it is shown in, merged. */
export const headingIssues = (page: PageSnapshot, siteLocales: readonly Locale[]): HeadingIssue[] =>
  headingIssuesWith(page, siteLocales, REGISTRY_BLOCK_FACTS);

/** The accessibility check of a draft page in the languages the site publishes. */
export const publishCheck = (
  page: PageSnapshot,
  siteLocales: readonly Locale[],
  settings: SiteSettings,
): PublishCheck => accessibilityFindings(page, siteLocales, settings, REGISTRY_BLOCK_FACTS);

/**
 * Why a draft page must wait before it goes live (the rule the publish route applies too).
 *
 * @example
 * const reasons = pagePublishReasons(draft.page, readSettings(draft.site.settings));
 */
export const pagePublishReasons = (
  page: PageSnapshot,
  settings: SiteSettings,
  siteLocales?: readonly Locale[],
): PublishReasons => publishReasons(page, settings, REGISTRY_BLOCK_FACTS, siteLocales);
