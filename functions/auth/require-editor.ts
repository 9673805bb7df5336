/**
 * Middleware for every write endpoint: a signed-in editor is required (401 otherwise); the
 * editor is then available as `c.var.editor`.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';

export const requireEditor = createMiddleware<AppEnv>(async (c, next) => {
  const editor = await c.var.services.auth.editorFromHeaders(c.req.raw.headers);
  if (!editor) throw new ApiError(401, 'unauthorized');
  c.set('editor', editor);
  await next();
});
