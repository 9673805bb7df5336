/**
 * The browser store (`src/game/store.ts`) against the real room core, over an in-process fake
 * WebSocket that can be cut (phone offline) and whose room can restart. Two stores are two phones;
 * a new store over the same browser storage is a reload.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadableAtom } from 'nanostores';
import {
  createGameStore,
  CURRENT_GAME_KEY,
  gameLink,
  PENDING_KEY_PREFIX,
  STATE_KEY_PREFIX,
  type GameStore,
  type GameView,
} from '../src/game/store.ts';
import { randomGameId } from '../src/game/ids.ts';
import { ROOM_CLOSE } from '../src/game/protocol.ts';
import { scoreOf } from '../src/game/scores.ts';
import { FakeParty, MemoryBrowserStorage } from './fake-party.ts';

const stores: GameStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.leaveGame();
});

/** The heartbeat of the test phones (the real one is seconds). */
const HEARTBEAT = { interval: 30, timeout: 250 };

async function phone(party: FakeParty, storage = new MemoryBrowserStorage()) {
  const store = createGameStore({
    storage,
    WebSocket: party.WebSocket,
    reconnectDelayMs: { min: 5, max: 20 },
    heartbeatMs: HEARTBEAT,
    log: () => undefined,
  });
  stores.push(store);
  await store.configureGame({ partyHost: 'ws://127.0.0.1:1999' });
  return { store, storage };
}

/** Resolves when the view satisfies `check`; fails after 5 s naming what it waited for. */
function until(
  $game: ReadableAtom<GameView>,
  what: string,
  check: (view: GameView) => boolean,
): Promise<GameView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unbind();
      reject(new Error(`timed out waiting for ${what}; view: ${JSON.stringify($game.get())}`));
    }, 5000);
    const unbind = $game.subscribe((view) => {
      if (!check(view)) return;
      clearTimeout(timer);
      queueMicrotask(() => unbind());
      resolve(view);
    });
  });
}

const synced = (view: GameView) => view.status === 'ready' && view.pending === 0;

describe('gameLink', () => {
  it('has the shape {origin}/{locale}/game?id={id}', () => {
    expect(gameLink('https://optik.ch', 'de', 'abc123')).toBe('https://optik.ch/de/game?id=abc123');
  });
});

describe('game store against the room', () => {
  it('creates a game, stores its id, and a second phone joins it by id', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(id);
    expect(a.store.storedGameId()).toBe(id);
    const view = await until(a.store.$game, 'the game', synced);
    expect(view.game).toMatchObject({ id, gameName: expect.stringMatching(/^Game /) });

    const b = await phone(party);
    expect(await b.store.openGame(id)).toBe('ready');
    expect(b.store.$game.get().game).toEqual(view.game);
    expect(b.storage.getItem(CURRENT_GAME_KEY)).toBe(id);
  });

  it('opens a game once when two islands ask for it at the same time', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const b = createGameStore({
      storage: new MemoryBrowserStorage(),
      WebSocket: party.WebSocket,
      log: () => undefined,
    });
    stores.push(b);
    void b.configureGame({ partyHost: 'ws://127.0.0.1:1999' });
    expect(await Promise.all([b.openGame(id), b.openGame(id)])).toEqual(['ready', 'ready']);
    expect(party.sockets.size).toBe(2);
  });

  it('shows changes at once and on the other phone live', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const b = await phone(party);
    await b.store.openGame(id);

    const anna = a.store.addPlayer('  Anna ');
    expect(anna).not.toBeNull();
    expect(a.store.addPlayer('   ')).toBeNull();
    expect(a.store.$game.get().players.map((p) => p.playerName)).toEqual(['Anna']);
    const seen = await until(b.store.$game, 'Anna on phone B', (view) => view.players.length === 1);
    expect(seen.players[0]?.playerName).toBe('Anna');

    b.store.renamePlayer(anna ?? '', 'Anna B.');
    await until(a.store.$game, 'the rename on phone A', (view) => view.players[0]?.playerName === 'Anna B.');
    b.store.removePlayer(anna ?? '');
    await until(a.store.$game, 'the removal on phone A', (view) => view.players.length === 0);
  });

  it('counts concurrent taps from two phones on both', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const anna = a.store.addPlayer('Anna') ?? '';
    const b = await phone(party);
    await b.store.openGame(id);
    await until(b.store.$game, 'Anna on B', (view) => view.players.length === 1);

    for (let i = 0; i < 20; i++) {
      a.store.changeScore('h1', anna, 1);
      b.store.changeScore('h1', anna, 1);
    }
    for (const store of [a.store, b.store]) {
      const view = await until(
        store.$game,
        '40 taps',
        (v) => synced(v) && scoreOf(v.holes, 'h1', anna) === 40,
      );
      expect(view.holes).toHaveLength(1);
    }
  });

  it('does not send a minus at 0', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    await a.store.createGame();
    const anna = a.store.addPlayer('Anna') ?? '';
    a.store.changeScore('h1', anna, -1);
    expect(a.store.$game.get().pending).toBe(1); // only the addPlayer
    a.store.changeScore('h1', anna, 1);
    a.store.changeScore('h1', anna, -1);
    a.store.changeScore('h1', anna, -1);
    const view = await until(a.store.$game, 'synced', synced);
    expect(scoreOf(view.holes, 'h1', anna)).toBe(0);
  });

  it('answers not_found for a game that does not exist and clears the stored id', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const missing = randomGameId();
    a.storage.setItem(CURRENT_GAME_KEY, missing);
    expect(await a.store.openGame(missing)).toBe('not_found');
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBeNull();
    expect(a.store.storedGameId()).toBeNull();
    expect(await a.store.openGame('not a valid id!')).toBe('not_found');
    expect(a.store.$game.get()).toMatchObject({ status: 'not_found', game: null });
  });

  it('queues taps while offline, keeps them in browser storage, and sends them on reconnect', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const anna = a.store.addPlayer('Anna') ?? '';
    await until(a.store.$game, 'synced', synced);
    const b = await phone(party);
    await b.store.openGame(id);

    party.cut();
    await until(a.store.$game, 'offline', (view) => view.status === 'offline');
    for (let i = 0; i < 3; i++) a.store.changeScore('h1', anna, 1);
    expect(a.store.$game.get()).toMatchObject({ status: 'offline', pending: 3 });
    expect(scoreOf(a.store.$game.get().holes, 'h1', anna)).toBe(3);
    expect(JSON.parse(a.storage.getItem(`${PENDING_KEY_PREFIX}${id}`) ?? '[]')).toHaveLength(3);

    party.restore();
    await until(
      a.store.$game,
      'the queue sent',
      (view) => synced(view) && scoreOf(view.holes, 'h1', anna) === 3,
    );
    await until(b.store.$game, 'the taps on B', (view) => scoreOf(view.holes, 'h1', anna) === 3);
    expect(a.storage.getItem(`${PENDING_KEY_PREFIX}${id}`)).toBeNull();
  });

  it('keeps queued taps across a reload and sends each exactly once', async () => {
    const party = new FakeParty();
    const first = await phone(party);
    const id = await first.store.createGame();
    const anna = first.store.addPlayer('Anna') ?? '';
    await until(first.store.$game, 'synced', synced);
    party.cut();
    await until(first.store.$game, 'offline', (view) => view.status === 'offline');
    first.store.changeScore('h1', anna, 1);
    first.store.changeScore('h2', anna, 1);
    // The tab closes: its connection ends, the browser storage stays as it was.
    first.store.leaveGame();
    first.storage.setItem(CURRENT_GAME_KEY, id);
    party.restore();

    // Reload: a new store over the same browser storage, opening the stored game.
    const reloaded = await phone(party, first.storage);
    const storedId = reloaded.store.storedGameId();
    expect(storedId).toBe(id);
    const offlineView = reloaded.store.$game.get();
    expect(offlineView.status).toBe('idle');
    expect(await reloaded.store.openGame(storedId ?? '')).toBe('ready');
    const view = await until(reloaded.store.$game, 'the queue sent', synced);
    expect(view.holes.map((h) => [h.pageId, h.score])).toEqual([
      ['h1', 1],
      ['h2', 1],
    ]);
  });

  it('shows the last known state with the queue while the room cannot be reached after a reload', async () => {
    const party = new FakeParty();
    const first = await phone(party);
    const id = await first.store.createGame();
    const anna = first.store.addPlayer('Anna') ?? '';
    await until(first.store.$game, 'synced', synced);
    party.cut();
    await until(first.store.$game, 'offline', (view) => view.status === 'offline');
    first.store.changeScore('h1', anna, 1);

    first.store.leaveGame();
    const reloaded = await phone(party, first.storage);
    expect(await reloaded.store.openGame(id)).toBe('offline');
    expect(reloaded.store.$game.get()).toMatchObject({ status: 'offline', pending: 1 });
    expect(reloaded.store.$game.get().players.map((p) => p.playerName)).toEqual(['Anna']);
    expect(scoreOf(reloaded.store.$game.get().holes, 'h1', anna)).toBe(1);
  });

  it('continues after a room restart without losing an acknowledged tap', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const anna = a.store.addPlayer('Anna') ?? '';
    const b = await phone(party);
    await b.store.openGame(id);
    for (let i = 0; i < 5; i++) a.store.changeScore('h1', anna, 1);
    await until(a.store.$game, '5 acknowledged taps', (v) => synced(v) && scoreOf(v.holes, 'h1', anna) === 5);

    party.restart();
    for (let i = 0; i < 5; i++) b.store.changeScore('h1', anna, 1);
    for (const store of [a.store, b.store]) {
      await until(
        store.$game,
        '10 taps after the restart',
        (v) => synced(v) && scoreOf(v.holes, 'h1', anna) === 10,
      );
    }
  });

  it('reports the second-last page once per change', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const b = await phone(party);
    await b.store.openGame(id);
    a.store.reportPageComplete('h5', true);
    a.store.reportPageComplete('h5', true);
    expect(a.store.$game.get()).toMatchObject({ secondLastComplete: true, pending: 1 });
    await until(b.store.$game, 'the report on B', (view) => view.secondLastComplete);
    a.store.reportPageComplete('h5', false);
    await until(b.store.$game, 'the new report on B', (view) => !view.secondLastComplete);
  });

  it('leaves a game: idle, stored id cleared, nothing more sent', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    await a.store.createGame();
    a.store.leaveGame();
    expect(a.store.$game.get()).toEqual({
      status: 'idle',
      game: null,
      players: [],
      holes: [],
      pending: 0,
      secondLastComplete: false,
      refusal: null,
    });
    expect(a.store.storedGameId()).toBeNull();
    expect(a.store.addPlayer('Anna')).toBeNull();
  });
});

describe('a game link opened in the middle of a game', () => {
  it('keeps the running game stored when the link names a game that does not exist', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const running = await a.store.createGame();
    a.store.addPlayer('Anna');
    await until(a.store.$game, 'synced', synced);

    const missing = randomGameId();
    expect(await a.store.openGame(missing)).toBe('not_found');
    expect(a.store.$game.get()).toMatchObject({ status: 'not_found', refusal: 'not_found' });
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(running);
    // The running game's kept state is still there for a reload while offline.
    expect(a.storage.getItem(`${STATE_KEY_PREFIX}${running}`)).not.toBeNull();
    expect(a.storage.getItem(`${STATE_KEY_PREFIX}${missing}`)).toBeNull();

    expect(await a.store.openGame('not a valid id!')).toBe('not_found');
    expect(a.store.$game.get()).toMatchObject({ status: 'not_found', refusal: 'invalid_id' });
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(running);

    // Reload: the running game opens as before.
    const reloaded = await phone(party, a.storage);
    expect(reloaded.store.storedGameId()).toBe(running);
    expect(await reloaded.store.openGame(running)).toBe('ready');
    expect(reloaded.store.$game.get().players.map((p) => p.playerName)).toEqual(['Anna']);
  });

  it('calls a link whose id cannot be a game id invalid, without asking a room', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    // 'abc' is a valid room name (IdSchema) but no game id: it is not "a game that does not exist".
    for (const malformed of ['abc', randomGameId().slice(1), 'no-such-game']) {
      expect(await a.store.openGame(malformed)).toBe('not_found');
      expect(a.store.$game.get()).toMatchObject({ status: 'not_found', refusal: 'invalid_id' });
    }
    expect(party.sockets.size).toBe(0);
  });

  it("replaces the running game only once the room confirmed the link's game", async () => {
    const party = new FakeParty();
    const other = await phone(party);
    const linked = await other.store.createGame();
    await until(other.store.$game, 'synced', synced);
    const a = await phone(party);
    const running = await a.store.createGame();
    await until(a.store.$game, 'synced', synced);

    party.cut();
    expect(await a.store.openGame(linked)).toBe('offline');
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(running);
    const confirmed = a.store.gameConfirmed(linked);
    party.restore();
    expect(await confirmed).toBe('ready');
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(linked);
    expect(a.storage.getItem(`${STATE_KEY_PREFIX}${running}`)).toBeNull();
  });

  it('forgets a game whose room turns the connection away, saying why, and does not retry', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const running = await a.store.createGame();
    await until(a.store.$game, 'synced', synced);
    const elsewhere = randomGameId();
    party.refusing.set(elsewhere, ROOM_CLOSE.otherSite);
    expect(await a.store.openGame(elsewhere)).toBe('not_found');
    expect(a.store.$game.get()).toMatchObject({ status: 'not_found', refusal: 'other_site' });
    expect(a.storage.getItem(CURRENT_GAME_KEY)).toBe(running);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(party.sockets.size).toBe(0);
  });
});

describe('heartbeat', () => {
  it('shows offline when the connection silently stops, and reconnects when it comes back', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    const id = await a.store.createGame();
    const anna = a.store.addPlayer('Anna') ?? '';
    await until(a.store.$game, 'synced', synced);

    party.stalled = true;
    const stalledAt = Date.now();
    a.store.changeScore('h1', anna, 1);
    await until(a.store.$game, 'offline', (view) => view.status === 'offline');
    expect(Date.now() - stalledAt).toBeLessThan(5 * (HEARTBEAT.interval + HEARTBEAT.timeout));

    party.stalled = false;
    const view = await until(a.store.$game, 'the tap sent after the reconnect', synced);
    expect(scoreOf(view.holes, 'h1', anna)).toBe(1);
    expect(view.game?.id).toBe(id);
  });

  it('stays ready on a quiet but live connection', async () => {
    const party = new FakeParty();
    const a = await phone(party);
    await a.store.createGame();
    await until(a.store.$game, 'synced', synced);
    const statuses: string[] = [];
    const unbind = a.store.$game.listen((view) => statuses.push(view.status));
    await new Promise((resolve) => setTimeout(resolve, 4 * (HEARTBEAT.interval + HEARTBEAT.timeout)));
    unbind();
    expect(statuses).toEqual([]);
    expect(a.store.$game.get().status).toBe('ready');
  });
});

describe('configureGame', () => {
  it('asks /api/v1/game/config once when no host is given', async () => {
    const party = new FakeParty();
    const calls: string[] = [];
    const store = createGameStore({
      storage: new MemoryBrowserStorage(),
      WebSocket: party.WebSocket,
      log: () => undefined,
      fetch: (async (url: string) => {
        calls.push(url);
        return Response.json({ success: true, data: { partyHost: 'ws://127.0.0.1:1999' } });
      }) as typeof fetch,
    });
    stores.push(store);
    const id = await store.createGame();
    expect(await store.openGame(id)).toBe('ready');
    await store.configureGame({});
    expect(calls).toEqual(['/api/v1/game/config']);
  });

  it('goes offline (and asks again next time) when the config cannot be loaded', async () => {
    const party = new FakeParty();
    let fail = true;
    const store = createGameStore({
      storage: new MemoryBrowserStorage(),
      WebSocket: party.WebSocket,
      log: () => undefined,
      fetch: (async () =>
        fail
          ? new Response('down', { status: 503 })
          : Response.json({
              success: true,
              data: { partyHost: '127.0.0.1:1999' },
            })) as unknown as typeof fetch,
    });
    stores.push(store);
    const id = await store.createGame();
    expect(store.$game.get()).toMatchObject({ status: 'offline', pending: 1 });
    fail = false;
    expect(await store.openGame(id)).toBe('ready');
    expect(store.$game.get().game?.id).toBe(id);
  });
});
