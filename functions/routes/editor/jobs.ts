/**
 * /jobs: the editor's list of the site's job offers, add, edit, and publish / archive. Every route
 * needs a signed-in editor; writes pass the CSRF check of every /api write and re-render the
 * pages that hold a jobs or marketplace block.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema } from '../../../src/lib/api/common.ts';
import { JobInputSchema, JobStatusRequestSchema } from '../../../src/lib/api/jobs.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { addJob, listJobs, setJobStatus, updateJob } from '../../services/jobs/board-admin.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const IdParam = v.object({ id: IdSchema });

export const jobsEditRoutes = new Hono<AppEnv>()
  .get('/', requireEditor, async (c) => c.json(ok({ jobs: await listJobs(c.var.db) })))
  .post('/', requireEditor, editorBodyLimit, validate('json', JobInputSchema), async (c) =>
    c.json(
      ok({
        job: await addJob(c.var.db, c.req.valid('json'), {
          now: c.var.services.now(),
          rebuild: c.var.services.rebuild,
          siteId: c.var.services.mediaTenant,
        }),
      }),
    ),
  )
  .put(
    '/:id',
    requireEditor,
    editorBodyLimit,
    validate('param', IdParam),
    validate('json', JobInputSchema),
    async (c) =>
      c.json(
        ok({
          job: await updateJob(c.var.db, c.req.valid('param').id, c.req.valid('json'), {
            now: c.var.services.now(),
            rebuild: c.var.services.rebuild,
            siteId: c.var.services.mediaTenant,
          }),
        }),
      ),
  )
  .post(
    '/:id/status',
    requireEditor,
    editorBodyLimit,
    validate('param', IdParam),
    validate('json', JobStatusRequestSchema),
    async (c) =>
      c.json(
        ok({
          job: await setJobStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status, {
            now: c.var.services.now(),
            rebuild: c.var.services.rebuild,
            siteId: c.var.services.mediaTenant,
          }),
        }),
      ),
  )
  .onError(handleEditorError);
