/**
 * The public forms' typed API client: Hono's `hc` over the app's own type (`AppType`, imported as
 * a type only, so no server code reaches the island). Each path is written once, where the route is
 * mounted: renaming a form route breaks the forms that call it at compile time.
 */
import { hc } from 'hono/client';
import type { AppType } from '../../../functions/app.ts';

/**
 * The API under /api/v1, on the page's own origin, sending cookies of this site only.
 *
 * @example
 * await formsApi.contact.$post({ json: body, query: { lang: 'de' } });
 * const action = formsApi.contact.$path(); // '/api/v1/contact'
 */
export const formsApi = hc<AppType>('', { init: { credentials: 'same-origin' } }).api.v1;
