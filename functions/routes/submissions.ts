/** /api/v1/submissions: signed-in editors list form submissions and export them as CSV (issue 5). */
import { Hono } from 'hono';
import type { AppEnv } from '../types.ts';

export const submissionsRoutes = new Hono<AppEnv>();
