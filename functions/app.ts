/**
 * The Lunette API: one Hono app with a sub-app per resource under /api/v1. Both entries
 * (functions/node.ts and functions/worker.ts) build it with `createApp({ db, services })`.
 */
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { API_PREFIX } from '../src/lib/api/common.ts';
import { AUTH_MAX_BODY_BYTES } from './auth/types.ts';
import { apiBodyLimit, rawBodyLimit } from './body-limit.ts';
import { csrfProtection } from './csrf.ts';
import { errorBody, handleError } from './errors.ts';
import { schemaGate } from './middleware/schema-gate.ts';
import { contactRoutes } from './routes/contact.ts';
import { pagesRoutes } from './routes/pages.ts';
import { platformRoutes } from './routes/platform.ts';
import { editorRoutes } from './routes/editor/index.ts';
import { renderTicketHeader } from './routes/editor/render.ts';
import { gamesRoutes } from './routes/games.ts';
import { marketplaceRoutes } from './routes/marketplace.ts';
import { opticianRoutes } from './routes/optician.ts';
import { reservedSlugRoutes } from './routes/reserved.ts';
import { searchRoutes } from './routes/search.ts';
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
    .route('/search', searchRoutes)
    .route('/', editorRoutes);

  // One chain, so `AppType` carries every route (path, input, answer) for the typed client.
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('db', db);
        // The client address is resolved once, from the request as it arrived (the body limit
        // below hands later handlers a new Request object holding the same bytes).
        const client = resolved.clientAddress(c.req.raw, c.env);
        c.set('services', { ...resolved, clientAddress: () => client });
        await next();
      })
      .use('/api/*', csrfProtection(resolved.trustedOrigins))
      // Writes wait while the site's database is behind this code's migrations (503 schema_behind).
      .use('/api/*', schemaGate())
      // Every API body is limited while it streams in: its route's declared limit, else the
      // default. (The app's other paths take no bodies; the Node server's protected-page door
      // reads only form posts that announce a small length.)
      .use('/api/*', apiBodyLimit())
      // A write that started a background re-render names its ticket (routes/editor/render.ts).
      .use('/api/*', renderTicketHeader())
      // Sign-in, sign-out, session (better-auth; it normalises the path itself, see auth/service.ts).
      .on(['GET', 'POST'], '/api/v1/auth/*', rawBodyLimit(AUTH_MAX_BODY_BYTES), (c) =>
        c.var.services.auth.handle(c.req.raw, c.var.services.clientAddress(c.req.raw, c.env)),
      )
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
