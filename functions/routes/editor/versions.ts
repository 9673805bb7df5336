/**
 * Version history and scheduled publishing (docs/decisions/0020), contract in
 * src/lib/api/versions.ts: GET /page/versions/list and /get, POST /page/versions/restore; POST
 * /page/schedule/add, GET /page/schedule/list, POST /page/schedule/cancel. Unknown pages answer
 * 404 'page_not_found', unknown versions 404 'version_not_found', a time not in the future 409
 * 'schedule_in_past'; a refused request changes nothing.
 */
import { Hono } from 'hono';
import {
  ScheduleAddRequestSchema,
  ScheduleCancelRequestSchema,
  ScheduleListQuerySchema,
  VersionGetQuerySchema,
  VersionListQuerySchema,
  VersionRestoreRequestSchema,
} from '../../../src/lib/api/versions.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { cancelSchedule, listSchedules, schedulePublish } from '../../services/content/scheduled-publish.ts';
import { getVersion, listVersions, restoreVersion } from '../../services/content/versions.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

/** Mounted at /page/versions. */
export const versionRoutes = new Hono<AppEnv>()
  .get('/list', requireEditor, validate('query', VersionListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const versions = await listVersions(c.var.db, c.req.valid('query').pageId);
    return c.json({ success: true as const, data: { versions } });
  })
  .get('/get', requireEditor, validate('query', VersionGetQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { pageId, sequence } = c.req.valid('query');
    return c.json({ success: true as const, data: await getVersion(c.var.db, pageId, sequence) });
  })
  .post(
    '/restore',
    requireEditor,
    editorBodyLimit,
    validate('json', VersionRestoreRequestSchema),
    async (c) => {
      const { pageId, sequence } = c.req.valid('json');
      const data = await restoreVersion(c.var.db, pageId, sequence, { now: c.var.services.now() });
      return c.json({ success: true as const, data });
    },
  )
  .onError(handleEditorError);

/** Mounted at /page/schedule. */
export const scheduleRoutes = new Hono<AppEnv>()
  .post('/add', requireEditor, editorBodyLimit, validate('json', ScheduleAddRequestSchema), async (c) => {
    const schedule = await schedulePublish(c.var.db, c.req.valid('json'), c.var.editor, c.var.services.now());
    return c.json({ success: true as const, data: { schedule } });
  })
  .get('/list', requireEditor, validate('query', ScheduleListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: { schedules: await listSchedules(c.var.db) } });
  })
  .post(
    '/cancel',
    requireEditor,
    editorBodyLimit,
    validate('json', ScheduleCancelRequestSchema),
    async (c) => {
      const schedule = await cancelSchedule(c.var.db, c.req.valid('json').id, c.var.services.now());
      return c.json({ success: true as const, data: { schedule } });
    },
  )
  .onError(handleEditorError);
