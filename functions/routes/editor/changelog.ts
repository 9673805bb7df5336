/**
 * GET /changelog (the entries in the editor's language; only those this editor has not seen
 * unless showAll) and POST /changelog (marks the shown dates seen for this editor).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { changelog, changelogSeen } from '../../../db/schema.ts';
import { ChangelogQuerySchema, ChangelogSeenRequestSchema } from '../../../src/lib/api/changelog.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const changelogRoutes = new Hono<AppEnv>()
  .get('/', requireEditor, validate('query', ChangelogQuerySchema), async (c) => {
    const { language, showAll } = c.req.valid('query');
    const db = c.var.db;
    const [rows, seen] = await Promise.all([
      db
        .select({ date: changelog.date, textDe: changelog.textDe, textFr: changelog.textFr })
        .from(changelog)
        .orderBy(desc(changelog.date), desc(changelog.id)),
      showAll === 'true'
        ? []
        : db
            .select({ date: changelogSeen.date })
            .from(changelogSeen)
            .where(eq(changelogSeen.userId, c.var.editor.id)),
    ]);
    const seenDates = new Set(seen.map((s) => s.date));
    const entries = rows
      .filter((row) => !seenDates.has(row.date))
      .map((row) => ({ date: row.date, text: language === 'fr' ? row.textFr : row.textDe }));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: { entries } });
  })
  .post('/', requireEditor, editorBodyLimit, validate('json', ChangelogSeenRequestSchema), async (c) => {
    const userId = c.var.editor.id;
    const wanted = [...new Set(c.req.valid('json').dates)];
    const db = c.var.db;
    // Only dates that have entries are stored, so a client cannot fill the table with junk.
    const known = await db
      .selectDistinct({ date: changelog.date })
      .from(changelog)
      .where(inArray(changelog.date, wanted));
    const dates = known.map((k) => k.date).sort();
    if (dates.length) {
      await db
        .insert(changelogSeen)
        .values(dates.map((date) => ({ userId, date })))
        .onConflictDoNothing();
    }
    return c.json({ success: true as const, data: { dates } });
  })
  .onError(handleEditorError);
