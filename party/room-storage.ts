/**
 * How the room keeps its game in room storage (a Durable Object's storage in production). A value
 * holds at most 128 KiB, and a write costs in proportion to its size, so the state is split and an
 * operation rewrites only the small parts it changed, in one atomic `put`:
 * - `state`: the state without its hole rows and applied operation ids;
 * - `holes:<pageId>`: one page's hole rows;
 * - `ops:<n mod 11>`: the applied operation ids of sequence numbers n*100+1 to n*100+100, as
 *   `{ chunk: n, ids }`; eleven slots hold the last 1000 ids with room to spare.
 */
import * as v from 'valibot';
import {
  emptyGameState,
  GameStateSchema,
  IdSchema,
  MAX_APPLIED_OP_IDS,
  PROTOCOL_VERSION,
  type GameState,
  type HoleScore,
} from '../src/game/protocol.ts';

/** Storage key of the state without its hole rows and operation ids. */
export const STATE_STORAGE_KEY = 'state';
/** Prefix of the storage keys holding one page's hole rows each. */
export const HOLES_KEY_PREFIX = 'holes:';
/** Prefix of the storage keys holding applied operation ids, 100 per key. */
export const OPS_KEY_PREFIX = 'ops:';
const OPS_PER_CHUNK = 100;
const OPS_SLOTS = Math.ceil(MAX_APPLIED_OP_IDS / OPS_PER_CHUNK) + 1;

const OpsChunkSchema = v.object({
  chunk: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ids: v.pipe(v.array(IdSchema), v.maxLength(OPS_PER_CHUNK)),
});

/** The part of PartyKit's room storage the room uses (a Durable Object's storage in production). */
export interface RoomStorage {
  get(key: string): Promise<unknown>;
  list(options: { prefix: string }): Promise<Map<string, unknown>>;
  /**
   * Writes all entries atomically. `allowConcurrency` lets the runtime deliver further messages
   * while the write is under way (a Durable Object's input gate otherwise holds them back); the
   * output gate still holds every message the room sends until the write is durable.
   */
  put(entries: Record<string, unknown>, options?: { allowConcurrency?: boolean }): Promise<void>;
}

/**
 * Reads the room's state from storage: nothing stored means an empty game. A state of the first
 * layout (hole rows and operation ids inside `state`) is moved to the split layout at once. A value
 * that does not match the schema throws instead of being replaced by an empty state, so that a
 * later write cannot silently wipe a game; a future shape change adds a migration here.
 *
 * @example
 * const state = await loadState(room.storage);
 */
export async function loadState(storage: RoomStorage): Promise<GameState> {
  const stored = await storage.get(STATE_STORAGE_KEY);
  if (stored === undefined) return emptyGameState();
  const core = readStoredState(stored);
  const pages = await storage.list({ prefix: HOLES_KEY_PREFIX });
  const rows = [...pages.values()].flatMap((value) => readStoredState({ ...core, holes: value }).holes);
  const firstLayout = core.holes.length > 0 || core.appliedOpIds.length > 0;
  const appliedOpIds = firstLayout ? core.appliedOpIds : await loadOpIds(storage, core.seq);
  const state = readStoredState({ ...core, holes: sortHoles([...core.holes, ...rows]), appliedOpIds });
  if (firstLayout) await storage.put(storageEntries(null, state));
  return state;
}

/** The applied operation ids of the latest `MAX_APPLIED_OP_IDS` sequence numbers up to `seq`. */
async function loadOpIds(storage: RoomStorage, seq: number): Promise<string[]> {
  const bySeq = new Map<number, string>();
  for (const [key, value] of await storage.list({ prefix: OPS_KEY_PREFIX })) {
    const chunk = v.safeParse(OpsChunkSchema, value);
    if (!chunk.success) throw new Error(`Stored operation ids under "${key}" do not match their schema`);
    chunk.output.ids.forEach((id, i) => bySeq.set(chunk.output.chunk * OPS_PER_CHUNK + i + 1, id));
  }
  const ids: string[] = [];
  for (let s = Math.max(1, seq - MAX_APPLIED_OP_IDS + 1); s <= seq; s++) {
    const id = bySeq.get(s);
    if (id === undefined) throw new Error(`Stored operation id of sequence number ${s} is missing`);
    ids.push(id);
  }
  return ids;
}

/**
 * Validates a stored state value (see `loadState`).
 *
 * @example
 * readStoredState({ game: null, players: [], holes: [] }); // an empty state
 */
export function readStoredState(stored: unknown): GameState {
  const result = v.safeParse(GameStateSchema, stored);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(
    `Stored game state does not match protocol version ${PROTOCOL_VERSION} at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
  );
}

/**
 * The storage entries that turn `previous` into `next`: the state without hole rows and operation
 * ids, every page whose rows differ (an empty list for a page that lost all its rows), and the
 * operation id chunks of the sequence numbers in between. `previous` null writes everything.
 *
 * @example
 * await storage.put(storageEntries(state, next));
 */
export function storageEntries(previous: GameState | null, next: GameState): Record<string, unknown> {
  const entries: Record<string, unknown> = { [STATE_STORAGE_KEY]: { ...next, holes: [], appliedOpIds: [] } };
  const before = previous === null ? new Map<string, HoleScore[]>() : holesByPage(previous.holes);
  const after = holesByPage(next.holes);
  for (const pageId of new Set([...before.keys(), ...after.keys()])) {
    const rows = after.get(pageId) ?? [];
    if (previous === null || JSON.stringify(before.get(pageId) ?? []) !== JSON.stringify(rows)) {
      entries[`${HOLES_KEY_PREFIX}${pageId}`] = rows;
    }
  }
  // appliedOpIds[i] was applied at sequence number firstSeq + i.
  const firstSeq = next.seq - next.appliedOpIds.length + 1;
  const fromSeq = Math.max(firstSeq, (previous?.seq ?? 0) + 1);
  if (fromSeq <= next.seq) {
    const chunkOf = (seq: number) => Math.floor((seq - 1) / OPS_PER_CHUNK);
    for (let chunk = chunkOf(fromSeq); chunk <= chunkOf(next.seq); chunk++) {
      const chunkStart = chunk * OPS_PER_CHUNK + 1;
      const from = Math.max(chunkStart, firstSeq) - firstSeq;
      const ids = next.appliedOpIds.slice(from, chunkStart + OPS_PER_CHUNK - firstSeq);
      // A chunk that starts before the remembered window keeps only its remembered end; pad
      // its start so that positions still map to sequence numbers (never read back).
      const padded =
        chunkStart < firstSeq ? [...Array<string>(firstSeq - chunkStart).fill('-'), ...ids] : ids;
      entries[`${OPS_KEY_PREFIX}${chunk % OPS_SLOTS}`] = { chunk, ids: padded };
    }
  }
  return entries;
}

function holesByPage(holes: readonly HoleScore[]): Map<string, HoleScore[]> {
  const pages = new Map<string, HoleScore[]>();
  for (const hole of holes) pages.set(hole.pageId, [...(pages.get(hole.pageId) ?? []), hole]);
  return pages;
}

function sortHoles(holes: HoleScore[]): HoleScore[] {
  const key = (hole: HoleScore) => [hole.pageId, hole.playerId] as const;
  return holes.sort((a, b) => {
    const [pageA, playerA] = key(a);
    const [pageB, playerB] = key(b);
    if (pageA !== pageB) return pageA < pageB ? -1 : 1;
    return playerA < playerB ? -1 : playerA > playerB ? 1 : 0;
  });
}
