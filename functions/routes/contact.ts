/** POST /api/v1/contact: the contact / appointment request form (issue 5). */
import { Hono } from 'hono';
import type { AppEnv } from '../types.ts';

export const contactRoutes = new Hono<AppEnv>();
