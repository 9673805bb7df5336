/**
 * GET /render/status and POST /render/retry: the background re-render behind every save
 * (../../services/render-status.ts). Without a tracker (Workers: a publish is live when the site's
 * version is bumped, before the answer) everything reads as done.
 */
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { RENDER_TICKET_HEADER } from '../../../src/lib/api/render.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import type { AppEnv } from '../../types.ts';
import { editorBodyLimit } from './shared.ts';

export const renderRoutes = new Hono<AppEnv>()
  .get('/status', requireEditor, (c) => {
    const status = c.var.services.renderStatus?.status() ?? { requested: 0, done: 0, failed: null };
    return c.json({ success: true as const, data: status });
  })
  .post('/retry', requireEditor, editorBodyLimit, (c) => {
    const ticket = c.var.services.renderStatus?.retry() ?? 0;
    return c.json({ success: true as const, data: { ticket } });
  });

/**
 * Names, on any API answer, the render ticket the request started, so the editor knows what to
 * wait for before it says "live" (several writes at once: each waits for the newest ticket).
 */
export function renderTicketHeader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tracker = c.var.services.renderStatus;
    const before = tracker?.status().requested ?? 0;
    await next();
    const after = tracker?.status().requested ?? 0;
    if (after > before) c.header(RENDER_TICKET_HEADER, String(after));
  };
}
