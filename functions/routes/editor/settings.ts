/**
 * The settings panel's calls under /settings (the public GET /settings is in ../site.ts):
 * GET /draft, POST / (one or more whole sections) and the signed-in editor's own editor language
 * (GET and POST /editorLocale). A settings change is live at once: draft and published are
 * written together and every page is re-rendered; an unchanged section writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import { editorPreferences, settings } from '../../../db/schema.ts';
import {
  applySettingsPatch,
  changedSections,
  EditorLocaleSchema,
  settingsIssues,
  SettingsSaveRequestSchema,
  type SettingsPatch,
} from '../../../src/lib/api/settings.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { ApiError, invalidFieldsAnswer } from '../../errors.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

/** The one settings row's id. */
const SITE_ROW = 'site';

async function draftSettings(db: Db) {
  const row = await db.query.settings.findFirst({ where: eq(settings.id, SITE_ROW) });
  return { settings: readSettings(row?.draft ?? {}), revision: row?.revision ?? 0, exists: Boolean(row) };
}

export const settingsEditRoutes = new Hono<AppEnv>()
  .get('/draft', requireEditor, async (c) => {
    const { settings: current, revision } = await draftSettings(c.var.db);
    return c.json({ success: true as const, data: { settings: current, revision } });
  })
  .post('/', requireEditor, editorBodyLimit, validate('json', SettingsSaveRequestSchema), async (c) => {
    const { baseRevision, settings: given } = c.req.valid('json');
    const issues = settingsIssues(given);
    if (Object.keys(issues).length > 0) return invalidFieldsAnswer(c, issues);
    // Checked above: every given section is exactly what the schema reads.
    const patch = given as SettingsPatch;
    const db = c.var.db;
    const current = await draftSettings(db);
    if (changedSections(current.settings, patch).length === 0) {
      const data = { settings: current.settings, revision: current.revision, changed: false };
      return c.json({ success: true as const, data });
    }
    if (baseRevision !== current.revision) throw new ApiError(412, 'stale');
    const next = applySettingsPatch(current.settings, patch);
    const revision = current.revision + 1;
    const updatedAt = c.var.services.now().toISOString();
    if (current.exists) {
      const written = await db
        .update(settings)
        .set({ draft: next, published: next, revision, updatedAt })
        .where(and(eq(settings.id, SITE_ROW), eq(settings.revision, baseRevision)))
        .returning({ id: settings.id });
      if (written.length === 0) throw new ApiError(412, 'stale');
    } else {
      await db.insert(settings).values({ id: SITE_ROW, draft: next, published: next, revision, updatedAt });
    }
    // Every page shows the settings (theme, header, footer): all of them go live again.
    await c.var.services.rebuild.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    return c.json({ success: true as const, data: { settings: next, revision, changed: true } });
  })
  .get('/editorLocale', requireEditor, async (c) => {
    const row = await c.var.db.query.editorPreferences.findFirst({
      where: eq(editorPreferences.userId, c.var.editor.id),
    });
    return c.json({ success: true as const, data: { locale: row?.locale ?? ('de' as const) } });
  })
  .post('/editorLocale', requireEditor, editorBodyLimit, validate('json', EditorLocaleSchema), async (c) => {
    const { locale } = c.req.valid('json');
    const updatedAt = c.var.services.now().toISOString();
    await c.var.db
      .insert(editorPreferences)
      .values({ userId: c.var.editor.id, locale, updatedAt })
      .onConflictDoUpdate({ target: editorPreferences.userId, set: { locale, updatedAt } });
    return c.json({ success: true as const, data: { locale } });
  })
  .onError(handleEditorError);
