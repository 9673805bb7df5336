/**
 * /api/v1/game: what the urban golf client and rooms need from the API.
 * - GET /config: where the game rooms are (`{ partyHost }`);
 * - GET /origin?origin=...: whether a browser origin may open a game room (`{ allowed }`): the
 *   rooms ask it for an origin outside their `ALLOWED_ORIGINS` (party/origins.ts). On a network any
 *   active site's host is allowed (the registry's hosts), on a single site its own origin;
 * - POST /snapshot: a game room stores its game's snapshot (shared secret, see below);
 * - GET /:id: the stored snapshot of a game (a finished game's card), or 404.
 *
 * Variables, read from the Worker bindings (`wrangler.toml` vars / `wrangler secret put`) or the
 * Node process environment:
 * - `PUBLIC_PARTYKIT_HOST`: the rooms' host, e.g. `lunette-golf.<user>.partykit.dev` (production);
 *   unset, the rooms are assumed beside the site on `PARTY_PORT` (default 1999), as `npm start`
 *   runs them;
 * - `GAME_SNAPSHOT_SECRET`: the secret the rooms send as `Authorization: Bearer <secret>` (the same
 *   value as their PartyKit variable); unset, every snapshot is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { gameSnapshots } from '../../db/schema.ts';
import { GameSnapshotSchema, IdSchema, type GameSnapshot } from '../../src/game/protocol.ts';
import { streamingBodyLimit } from '../body-limit.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';
import { requestOrigin } from '../request-origin.ts';

/** Largest snapshot body: a full game (20 players x 40 pages) is well under 200 KB. */
const MAX_SNAPSHOT_BYTES = 512 * 1024;
const DEFAULT_PARTY_PORT = '1999';

/** A game's stored snapshot as `GET /:id` answers it. */
export type StoredGameSnapshot = GameSnapshot & { updatedAt: string };

/** The stored `state` column: the snapshot without its game row (kept in the other columns). */
const StoredStateSchema = v.object({
  players: GameSnapshotSchema.entries.players,
  holes: GameSnapshotSchema.entries.holes,
  secondLastPage: GameSnapshotSchema.entries.secondLastPage,
  seq: GameSnapshotSchema.entries.seq,
});

/** A variable from the Worker bindings, else from the Node process environment. */
function envVar(c: Context<AppEnv>, name: string): string | undefined {
  const bindings: unknown = c.env;
  if (typeof bindings === 'object' && bindings !== null && name in bindings) {
    const value: unknown = (bindings as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  const fromProcess = typeof process === 'undefined' ? undefined : process.env[name];
  return fromProcess === '' ? undefined : fromProcess;
}

/** Compares secrets in constant time (over their SHA-256 digests, so lengths do not leak either). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}

/** Only a game room (holding `GAME_SNAPSHOT_SECRET`) may store snapshots. */
const requireSnapshotSecret = createMiddleware<AppEnv>(async (c, next) => {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (given === undefined) throw new ApiError(401, 'unauthorized');
  const expected = envVar(c, 'GAME_SNAPSHOT_SECRET');
  if (expected === undefined) {
    console.error('[api] GAME_SNAPSHOT_SECRET is not set: game snapshots are refused');
    throw new ApiError(403, 'forbidden');
  }
  if (!(await sameSecret(given, expected))) throw new ApiError(403, 'forbidden');
  await next();
});

export const gamesRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    const configured = envVar(c, 'PUBLIC_PARTYKIT_HOST');
    // The site's own host (`Host`, as the site lookup reads it), never an absolute URI's.
    const url = new URL(requestOrigin(c.req.raw) ?? c.req.url);
    const partyHost =
      configured ??
      `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.hostname}:${envVar(c, 'PARTY_PORT') ?? DEFAULT_PARTY_PORT}`;
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: { partyHost } });
  })
  .get(
    '/origin',
    validate('query', v.object({ origin: v.pipe(v.string(), v.maxLength(300)) })),
    async (c) => {
      const { origin } = c.req.valid('query');
      let url: URL | null = null;
      try {
        url = new URL(origin);
      } catch {
        // not an origin: not allowed
      }
      const web = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
      const network = c.var.services.network;
      const allowed =
        web && url !== null && url.origin === origin
          ? network
            ? (await network.siteForHost(url.host))?.status === 'active'
            : url.origin === (requestOrigin(c.req.raw) ?? new URL(c.req.url).origin)
          : false;
      // The rooms keep the answer a minute; a new site's host is allowed within that.
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true as const, data: { allowed } });
    },
  )
  .post(
    '/snapshot',
    requireSnapshotSecret,
    streamingBodyLimit(MAX_SNAPSHOT_BYTES, `more than ${MAX_SNAPSHOT_BYTES} bytes`),
    validate('json', GameSnapshotSchema),
    async (c) => {
      const { game, players, holes, secondLastPage, seq } = c.req.valid('json');
      const state = { players, holes, secondLastPage, seq };
      const updatedAt = c.var.services.now().toISOString();
      const result = await c.var.db
        .insert(gameSnapshots)
        .values({ id: game.id, gameName: game.gameName, createdAt: game.createdAt, state, updatedAt })
        .onConflictDoUpdate({
          target: gameSnapshots.id,
          set: { gameName: game.gameName, createdAt: game.createdAt, state, updatedAt },
          // A snapshot that arrives late never replaces a newer one.
          setWhere: sql`coalesce(json_extract(${gameSnapshots.state}, '$.seq'), -1) < ${seq}`,
        });
      return c.json({ success: true as const, data: { stored: result.rowsAffected > 0 } });
    },
  )
  .get('/:id', validate('param', v.object({ id: IdSchema })), async (c) => {
    const { id } = c.req.valid('param');
    const row = await c.var.db.query.gameSnapshots.findFirst({ where: eq(gameSnapshots.id, id) });
    if (row === undefined) throw new ApiError(404, 'not_found');
    const state = v.safeParse(StoredStateSchema, row.state);
    if (!state.success) throw new Error(`stored snapshot of game ${id} does not match its schema`);
    const snapshot: StoredGameSnapshot = {
      game: { id: row.id, gameName: row.gameName, createdAt: row.createdAt },
      ...state.output,
      updatedAt: row.updatedAt,
    };
    return c.json({ success: true as const, data: snapshot });
  });
