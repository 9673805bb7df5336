/** Editor routes for this area (filled in by issue 11; see the brief in /work/briefs/). */
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';
import { handleEditorError } from './shared.ts';

export const pageAdminRoutes = new Hono<AppEnv>().onError(handleEditorError);
