/**
 * The Lunette API: one Hono app with a sub-app per resource under /api/v1. Both entries
 * (functions/node.ts and functions/worker.ts) build it with `createApp({ db, services })`.
 */
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { API_PREFIX } from '../src/lib/api/common.ts';
import { csrfProtection } from './csrf.ts';
import { errorBody, handleError } from './errors.ts';
import { contactRoutes } from './routes/contact.ts';
import { pagesRoutes } from './routes/pages.ts';
import { platformRoutes } from './routes/platform.ts';
import { editorRoutes } from './routes/editor/index.ts';
import { gamesRoutes } from './routes/games.ts';
import { marketplaceRoutes } from './routes/marketplace.ts';
import { opticianRoutes } from './routes/optician.ts';
import { reservedSlugRoutes } from './routes/reserved.ts';
import { healthRoutes, navigationRoutes, settingsRoutes } from './routes/site.ts';
import { sponsorRoutes } from './routes/sponsor.ts';
import { submissionsRoutes } from './routes/submissions.ts';
import { defaultServices, type AppEnv, type Services } from './types.ts';

export interface AppDeps {
  db: Db;
  services?: Partial<Services>;
}

/** Builds the API app. Mount it at the root: its routes are /api/v1/* and /{locale}/~{role}. */
export function createApp({ db, services }: AppDeps) {
  const resolved: Services = { ...defaultServices(), ...services };
  const api = new Hono<AppEnv>()
    .route('/page', pagesRoutes)
    .route('/navigation', navigationRoutes)
    .route('/settings', settingsRoutes)
    .route('/health', healthRoutes)
    .route('/contact', contactRoutes)
    .route('/aspectSponsorForm', sponsorRoutes)
    .route('/submissions', submissionsRoutes)
    .route('/game', gamesRoutes)
    .route('/optician', opticianRoutes)
    .route('/marketplace', marketplaceRoutes)
    .route('/', editorRoutes);

  // One chain, so `AppType` carries every route (path, input, answer) for the typed client.
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('db', db);
        c.set('services', resolved);
        await next();
      })
      .use('/api/*', csrfProtection(resolved.trustedOrigins))
      // Sign-in, sign-out, session (better-auth; it normalises the path itself, see auth/service.ts).
      .on(['GET', 'POST'], '/api/v1/auth/*', (c) => c.var.services.auth.handle(c.req.raw))
      .route(API_PREFIX, api)
      // The network admins' list of sites and its page (/network); 404 without the platform service.
      .route('/', platformRoutes)
      .route('/', reservedSlugRoutes)
      .notFound((c) => c.json(errorBody(c, 'not_found'), 404))
      .onError(handleError)
  );
}

/** The app's routes as types: what `hc<AppType>` (src/editor/api-client.ts) calls. */
export type AppType = ReturnType<typeof createApp>;
