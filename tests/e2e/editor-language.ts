/**
 * Shows the editor in another language to one browser page or context only: the signed-in
 * editor's own language (GET /settings/editorLocale, kept per user) is answered as asked, so the
 * shared e2e admin's stored preference never changes and no other test file sees French.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import type { EditorLocale } from '../../src/i18n/editor.ts';

/** The URL pattern of the editor-language call (pass it to `unroute` to stop answering). */
export const EDITOR_LANGUAGE_CALL = `**${API_PREFIX}/settings/editorLocale`;

/** Answers this page's (or context's) editor-language reads with `locale`; saves pass through. */
export async function showEditorIn(target: Page | BrowserContext, locale: EditorLocale): Promise<void> {
  await target.route(EDITOR_LANGUAGE_CALL, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ json: { success: true, data: { locale } } });
  });
}
