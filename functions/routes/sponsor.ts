/** POST /api/v1/aspectSponsorForm and its availability: the sponsor booking form (issue 5). */
import { Hono } from 'hono';
import type { AppEnv } from '../types.ts';

export const sponsorRoutes = new Hono<AppEnv>();
