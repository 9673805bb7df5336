/**
 * What the pages panel does with the API, each with its loading, success and error toast
 * (editor spec §8): create (then open the new page in edit mode with the panel open), publish
 * (under the toolbar's publish rules; what holds a page back is shown in the same dialog),
 * discard changes, delete (deleting the page being edited goes to the home page; it cannot be
 * undone, so the page's undo history stops there), rename, URL, languages and password. Changes
 * to the page being edited reload its draft; a new URL of that page is followed.
 */
import { editorDictionary, type EditorDictionary, type EditorKey } from '../../i18n/editor.ts';
import type { PageCollection, PageListEntry } from '../../lib/api/pages.ts';
import type { Locale, LocaleMap, PageSnapshot } from '../../lib/content.ts';
import { withFlags } from '../../lib/edit-route.ts';
import type { PublishReasons } from '../../lib/publish/publish-rules.ts';
import { readSettings } from '../../lib/settings.ts';
import { reloadDraft, refreshStatus } from '../actions.ts';
import { editorApi } from '../api-client.ts';
import { recordIrreversibleStep } from '../history/controller.ts';
import { publishApi } from '../history/publish-api.ts';
import { pagePublishReasons } from '../history/publish-check.ts';
import { publishStep } from '../history/publish-flow.ts';
import { $draft, $editorLocale, $flags, dismissToast, pushToast } from '../store.ts';
import { pageEditPath } from './page-list.ts';
import { pagesApi, type PageUpdateOutcome } from './pages-api.ts';

const t = (): EditorDictionary => editorDictionary($editorLocale.get());

/** Goes to an edit path keeping the panel open (a full load: the editor reads its page at start). */
function go(path: string): void {
  location.assign(withFlags(path, { ...$flags.get(), pageMenu: true }));
}

const isCurrent = (pageId: string) => $draft.get()?.page.id === pageId;

/**
 * Runs a call between a loading toast and a success or error toast; resolves to the call's
 * result, or null when it failed (logged and shown).
 */
async function withToasts<T>(
  keys: { loading: EditorKey; success: EditorKey; error: EditorKey },
  run: () => Promise<T>,
): Promise<T | null> {
  const loading = pushToast('info', t()[keys.loading], undefined, 60_000);
  try {
    const result = await run();
    dismissToast(loading);
    pushToast('success', t()[keys.success]);
    return result;
  } catch (error) {
    dismissToast(loading);
    console.error(`[pages] ${keys.error}`, error);
    pushToast('error', t()[keys.error]);
    return null;
  }
}

/** After a change to the page being edited: its draft and status are read again. */
async function refreshCurrent(pageId: string): Promise<void> {
  if (!isCurrent(pageId)) return;
  await reloadDraft();
  await refreshStatus();
}

/** Creates a page from its names and opens it in edit mode with the panel open. */
export async function createPage(
  names: LocaleMap<string>,
  locale: Locale,
  collectionName: PageCollection | null = null,
): Promise<boolean> {
  const page = await withToasts(
    { loading: 'pagesCreating', success: 'pagesCreated', error: 'pagesCreateError' },
    () => pagesApi.addPage({ collectionName, initialMeta: { name: names }, lang: locale }),
  );
  if (page) go(pageEditPath(page, locale));
  return page !== null;
}

/** The publish dialog's content for a page: the rules' reasons and its draft if it is the edited page. */
export interface PublishHeldBack {
  reasons: PublishReasons;
  /** The draft of the page being edited (its blocks can be shown), else null. */
  page: PageSnapshot | null;
}

/**
 * Publishes a page (its content, URL, name and languages go live) under the same rules as the
 * toolbar: its draft is checked first (`publishStep`), and what holds it back, found here or
 * answered by the server's 409, goes to `onHeldBack` for the publish dialog instead of a toast.
 * `accessibilityConfirmed` once the editor chose to publish past the accessibility findings.
 */
export async function publishListedPage(
  page: PageListEntry,
  onHeldBack: (held: PublishHeldBack) => void,
  accessibilityConfirmed = false,
): Promise<boolean> {
  const loading = pushToast('info', t().pagesPublishing, undefined, 60_000);
  try {
    const draft = await editorApi.getDraftPage({ id: page.id });
    const shown = isCurrent(page.id) ? ($draft.get()?.page ?? null) : null;
    const step = publishStep(
      pagePublishReasons(draft.page, readSettings(draft.site.settings)),
      accessibilityConfirmed,
    );
    const outcome =
      step.kind === 'publish'
        ? await publishApi.publish(page.id, { accessibilityConfirmed: step.accessibilityConfirmed })
        : ({ ok: false, reasons: step.reasons } as const);
    dismissToast(loading);
    if (!outcome.ok) {
      onHeldBack({ reasons: outcome.reasons, page: shown });
      return false;
    }
    pushToast('success', t().pagesPublished);
  } catch (error) {
    dismissToast(loading);
    console.error('[pages] pagesPublishError', error);
    pushToast('error', t().pagesPublishError);
    return false;
  }
  await refreshCurrent(page.id);
  return true;
}

/** Discards a page's unpublished changes in all languages (the caller confirmed). */
export async function discardListedPage(page: PageListEntry, locale: Locale): Promise<boolean> {
  const done = await withToasts(
    { loading: 'pagesDiscarding', success: 'pagesDiscarded', error: 'pagesDiscardError' },
    () => editorApi.revertPage(page.id),
  );
  // The slug may be back to the published one: the page being edited follows it.
  if (done && isCurrent(page.id))
    go(pageEditPath({ ...page, slug: page.publishedSlug ?? page.slug }, locale));
  return done !== null;
}

/** Deletes a page for good (the caller confirmed); deleting the page being edited goes home. */
export async function deleteListedPage(page: PageListEntry, locale: Locale): Promise<boolean> {
  const current = isCurrent(page.id);
  const done = await withToasts(
    { loading: 'pagesDeleting', success: 'pagesDeleted', error: 'pagesDeleteError' },
    () => pagesApi.removePage(page.id),
  );
  if (done && current) go(`/${locale}/edit/`);
  // Gone for good: undo must not reach behind this to an older change.
  else if (done) recordIrreversibleStep('deletion');
  return done !== null;
}

/**
 * Renames a page, changes its URL or its languages. A refused slug comes back as errors per
 * locale (nothing is shown as a toast then: the form shows them); when the page being edited
 * gets a new address in this locale, the editor follows it.
 */
export async function updateListedPage(
  page: PageListEntry,
  patch: { slug?: LocaleMap<string>; name?: LocaleMap<string>; disallowedLanguages?: Locale[] },
  locale: Locale,
): Promise<PageUpdateOutcome | null> {
  const meta =
    patch.name || patch.disallowedLanguages
      ? {
          ...(patch.name ? { name: patch.name } : {}),
          ...(patch.disallowedLanguages ? { disallowedLanguages: patch.disallowedLanguages } : {}),
        }
      : undefined;
  try {
    const outcome = await pagesApi.updatePage({
      id: page.id,
      ...(patch.slug ? { slug: patch.slug } : {}),
      ...(meta ? { meta } : {}),
    });
    if (!outcome.ok) return outcome;
    pushToast('success', t().pagesSaved);
    const before = pageEditPath(page, locale);
    const after = pageEditPath(outcome.page, locale);
    if (isCurrent(page.id) && before !== after) go(after);
    else await refreshCurrent(page.id);
    return outcome;
  } catch (error) {
    console.error('[pages] update', error);
    pushToast('error', t().pagesSaveError);
    return null;
  }
}

/** Sets (a text) or removes (null) a page's password through the page save of POST /data. */
export async function savePagePassword(page: PageListEntry, password: string | null): Promise<boolean> {
  try {
    await editorApi.saveData({
      itemType: 'page',
      pageId: page.id,
      baseRevision: page.revision,
      data: { options: { password } },
    });
    pushToast('success', t().pagesSaved);
    await refreshCurrent(page.id);
    return true;
  } catch (error) {
    console.error('[pages] password', error);
    pushToast('error', t().pagesSaveError);
    return false;
  }
}
