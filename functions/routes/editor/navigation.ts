/**
 * GET /navigation/draft and POST /navigation: the navigation manager's reads and saves. A save
 * replaces the whole tree, is checked against the pages that exist, names the revision it was
 * based on (412 'stale' when another save came first) and is live at once: it writes the draft
 * and the published tree, then re-renders every page.
 */
import { eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { navigation, pages } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write.ts';
import type { NavigationTree } from '../../../src/lib/content.ts';
import { NavigationSaveRequestSchema } from '../../../src/lib/api/navigation.ts';
import { navigationProblems } from '../../../src/lib/navigation-edit.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

/** The navigation row's id (the site has one tree). */
const NAVIGATION_ID = 'main';
const EMPTY: NavigationTree = { containers: [] };

export const navigationEditRoutes = new Hono<AppEnv>()
  .get('/draft', requireEditor, async (c) => {
    c.header('Cache-Control', 'no-store');
    const row = await c.var.db.query.navigation.findFirst({ where: eq(navigation.id, NAVIGATION_ID) });
    return c.json({
      success: true as const,
      data: { tree: row?.draft ?? EMPTY, revision: row?.revision ?? 0 },
    });
  })
  .post('/', requireEditor, editorBodyLimit, validate('json', NavigationSaveRequestSchema), async (c) => {
    const { baseRevision, tree } = c.req.valid('json');
    const { db, services } = c.var;
    const updatedAt = services.now().toISOString();
    const revision = await writeTransaction(db, async (tx) => {
      const known = await tx.select({ id: pages.id }).from(pages).where(ne(pages.status, 'deleted'));
      const problems = navigationProblems(tree, new Set(known.map((p) => p.id)));
      if (problems.length) throw new ApiError(400, 'invalid_input', problems.map((p) => p.code).join(', '));
      const row = (await tx.select().from(navigation).where(eq(navigation.id, NAVIGATION_ID)))[0];
      if ((row?.revision ?? 0) !== baseRevision) throw new ApiError(412, 'stale');
      const next = baseRevision + 1;
      const values = { draft: tree, published: structuredClone(tree), revision: next, updatedAt };
      if (row) await tx.update(navigation).set(values).where(eq(navigation.id, NAVIGATION_ID));
      else await tx.insert(navigation).values({ id: NAVIGATION_ID, ...values });
      return next;
    });
    let live = true;
    try {
      await services.rebuild.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    } catch (err) {
      live = false;
      console.error('[navigation] the rebuild failed; the database holds the new navigation', err);
    }
    return c.json({ success: true as const, data: { tree, revision, live } });
  })
  .onError(handleEditorError);
