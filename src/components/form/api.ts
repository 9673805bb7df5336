/**
 * The forms' typed API client: Hono's `hc` over the route's own type (imported as a type only, so
 * no server code reaches the island), with the path written once per form.
 */
import type { Hono } from 'hono';
import { hc } from 'hono/client';

/** Where the API is mounted (functions/app.ts). */
export const API_BASE = '/api/v1';

/**
 * The typed client of the form route mounted at `API_BASE + path`, and that URL (the form's
 * `action`).
 *
 * @example
 * const api = formApi<typeof contactRoutes>('/contact');
 * await api.client.index.$post({ json: body, query: { lang: 'de' } });
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono sub-app type, as hc takes it
export function formApi<TRoutes extends Hono<any, any, any>>(path: `/${string}`) {
  const url = `${API_BASE}${path}`;
  return { client: hc<TRoutes>(url), url };
}

/** Request options of every form call: cookies of this site only. */
export const SAME_ORIGIN = { init: { credentials: 'same-origin' } } as const;
