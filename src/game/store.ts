/**
 * The browser's game store: one game at a time, fed by a reconnecting partysocket connection to the
 * game's room, exposed as the nanostores atom `$game` (the optimistic view) and a few commands.
 *
 * - Every command is an operation with a fresh operation id. It shows in `$game` at once, is kept
 *   in localStorage until the room confirms it (a reload or a closed tab mid-game loses no tap),
 *   and is sent as soon as the room has welcomed this connection; after a reconnect every
 *   unconfirmed operation is sent again (the room ignores the ones it already has).
 * - `$game` is the room's confirmed state with the pending operations on top (`sync.ts`),
 *   recomputed after every welcome, broadcast and ack.
 * - The current game id is kept under `currentGameId` (spec §9); a game the room does not know
 *   clears it, and the screens go to the root.
 *
 * Screens and the map import the default store's functions below; tests make their own stores with
 * `createGameStore(deps)`. Nothing here runs at import time, so it is safe in server rendering.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import PartySocket from 'partysocket';
import * as v from 'valibot';
import { randomId } from './ids.ts';
import {
  ClientOpSchema,
  encodeClientMessage,
  GameStateSchema,
  IdSchema,
  parseServerMessage,
  PROTOCOL_VERSION,
  type ClientOp,
  type Game,
  type GameState,
  type HoleScore,
  type Player,
  type ServerMessage,
} from './protocol.ts';
import { scoreOf } from './scores.ts';
import {
  dropPending,
  enqueue,
  initialSync,
  optimisticState,
  receiveAck,
  receiveApplied,
  receiveWelcome,
  type SyncState,
} from './sync.ts';

/** localStorage key of the current game id (spec §9). */
export const CURRENT_GAME_KEY = 'currentGameId';
/** localStorage key prefix of a game's unconfirmed operations. */
export const PENDING_KEY_PREFIX = 'gamePendingOps:';
/** localStorage key prefix of a game's last confirmed state (shown while offline after a reload). */
export const STATE_KEY_PREFIX = 'gameState:';
/** The API route that tells the client where the game rooms are. */
export const CONFIG_PATH = '/api/v1/game/config';

/**
 * - idle: no game open;
 * - connecting: opening a game, no answer from its room yet;
 * - ready: the room welcomed this connection, changes flow both ways;
 * - not_found: the room has no such game (the stored id was cleared);
 * - offline: the connection is down and being retried; changes are queued.
 */
export type GameStatus = 'idle' | 'connecting' | 'ready' | 'not_found' | 'offline';

/** What the screens show: the optimistic view of the open game. */
export interface GameView {
  status: GameStatus;
  game: Game | null;
  /** In the order they were added. */
  players: Player[];
  holes: HoleScore[];
  /** How many of this device's changes the room has not confirmed yet. */
  pending: number;
  /** Whether the second-last hole page was reported complete (spec §4 Page dots). */
  secondLastComplete: boolean;
}

/**
 * The shareable link of a game (spec §2).
 *
 * @example
 * gameLink('https://optik.ch', 'de', 'k3v9q0'); // 'https://optik.ch/de/game?id=k3v9q0'
 */
export function gameLink(origin: string, locale: string, id: string): string {
  return `${origin}/${locale}/game?id=${encodeURIComponent(id)}`;
}

/** What a store uses from its environment; the browser's by default. */
export interface GameStoreDeps {
  /** Where ids, queued operations and the last state are kept (default: localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** WebSocket class for partysocket (default: the global one). */
  WebSocket?: typeof WebSocket;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Reconnect delays of the socket, in ms (default 1000 to 5000). */
  reconnectDelayMs?: { min: number; max: number };
  log?: (message: string, error?: unknown) => void;
}

export interface GameStore {
  $game: ReadableAtom<GameView>;
  configureGame(options: { partyHost?: string }): Promise<void>;
  createGame(): Promise<string>;
  openGame(id: string): Promise<GameStatus>;
  storedGameId(): string | null;
  leaveGame(): void;
  addPlayer(name: string): string | null;
  renamePlayer(playerId: string, name: string): void;
  removePlayer(playerId: string): void;
  changeScore(pageId: string, playerId: string, delta: 1 | -1): void;
  reportPageComplete(pageId: string, complete: boolean): void;
}

interface Session {
  status: GameStatus;
  sync: SyncState | null;
}

interface Connection {
  gameId: string;
  socket: PartySocket;
  welcomed: boolean;
  closed: boolean;
}

const PendingOpsSchema = v.array(
  v.object({ op: ClientOpSchema, queuedAt: v.pipe(v.string(), v.isoTimestamp()) }),
);

/** Pause before asking for the rooms' address again after it could not be loaded. */
const CONFIG_RETRY_MS = 5000;

/** Retry pause after the room could not store an operation (`unavailable`). */
const UNAVAILABLE_RETRY_MS = 2000;

/**
 * Makes a game store. The module's default store (the exports below) is `createGameStore()`.
 *
 * @example
 * const phone = createGameStore({ storage: memoryStorage(), WebSocket });
 * await phone.configureGame({ partyHost: '127.0.0.1:1999' });
 * const id = await phone.createGame();
 */
export function createGameStore(deps: GameStoreDeps = {}): GameStore {
  const $session = atom<Session>({ status: 'idle', sync: null });
  const $game = computed($session, viewOf);
  const clientId = randomId(16);
  const log =
    deps.log ?? ((message: string, error?: unknown) => console.error(`[game] ${message}`, error ?? ''));
  const now = deps.now ?? (() => new Date());
  let partyHost: string | null = null;
  let configuring: Promise<void> | null = null;
  let connection: Connection | null = null;
  /** The game whose connection is being prepared (the rooms' address is being fetched). */
  let opening: string | null = null;

  // --- storage -----------------------------------------------------------------------------------

  function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
    if (deps.storage !== undefined) return deps.storage;
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null; // storage disabled (private mode, blocked cookies)
    }
  }

  function read(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(key: string, value: string | null): void {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch (error) {
      log(`could not keep ${key} in browser storage`, error);
    }
  }

  function readJson<T extends v.GenericSchema>(key: string, schema: T): v.InferOutput<T> | null {
    const text = read(key);
    if (text === null) return null;
    try {
      const result = v.safeParse(schema, JSON.parse(text));
      return result.success ? result.output : null;
    } catch {
      return null;
    }
  }

  function savePending(sync: SyncState): void {
    write(PENDING_KEY_PREFIX + sync.gameId, sync.pending.length === 0 ? null : JSON.stringify(sync.pending));
  }

  function saveConfirmed(sync: SyncState): void {
    if (sync.confirmed !== null) write(STATE_KEY_PREFIX + sync.gameId, JSON.stringify(sync.confirmed));
  }

  function forgetGame(gameId: string): void {
    write(PENDING_KEY_PREFIX + gameId, null);
    write(STATE_KEY_PREFIX + gameId, null);
    if (read(CURRENT_GAME_KEY) === gameId) write(CURRENT_GAME_KEY, null);
  }

  // --- session -----------------------------------------------------------------------------------

  function setSync(sync: SyncState, status?: GameStatus): void {
    const session = $session.get();
    $session.set({ status: status ?? session.status, sync });
  }

  function setStatus(status: GameStatus): void {
    const session = $session.get();
    if (session.status !== status) $session.set({ ...session, status });
  }

  /** Resolves with the first value `check` returns for the session (now or after a change). */
  function until<T>(check: (session: Session) => T | undefined): Promise<T> {
    const current = check($session.get());
    if (current !== undefined) return Promise.resolve(current);
    return new Promise((resolve) => {
      const unbind = $session.listen((session) => {
        const value = check(session);
        if (value === undefined) return;
        unbind();
        resolve(value);
      });
    });
  }

  function settledStatus(session: Session): GameStatus | undefined {
    return session.status === 'connecting' ? undefined : session.status;
  }

  // --- connection --------------------------------------------------------------------------------

  async function configureGame(options: { partyHost?: string }): Promise<void> {
    if (options.partyHost) {
      partyHost = options.partyHost;
      return;
    }
    if (partyHost !== null) return;
    configuring ??= (async () => {
      const response = await (deps.fetch ?? fetch)(CONFIG_PATH, { headers: { accept: 'application/json' } });
      const body: unknown = await response.json();
      const result = v.safeParse(ConfigAnswerSchema, body);
      if (!response.ok || !result.success) throw new Error(`${CONFIG_PATH} answered ${response.status}`);
      partyHost = result.output.data.partyHost;
    })().catch((error: unknown) => {
      configuring = null; // ask again next time
      throw error;
    });
    return configuring;
  }

  function connect(gameId: string): void {
    disconnect();
    if (partyHost === null) return;
    const { host, protocol } = splitHost(partyHost);
    const socket = new PartySocket({
      host,
      ...(protocol ? { protocol } : {}),
      room: gameId,
      id: clientId,
      ...(deps.WebSocket ? { WebSocket: deps.WebSocket } : {}),
      minReconnectionDelay: deps.reconnectDelayMs?.min ?? 1000,
      maxReconnectionDelay: deps.reconnectDelayMs?.max ?? 5000,
    });
    const current: Connection = { gameId, socket, welcomed: false, closed: false };
    connection = current;
    socket.addEventListener('open', () => {
      if (current.closed) return;
      current.welcomed = false;
      sendHello(current);
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (current.closed || typeof event.data !== 'string') return;
      const parsed = parseServerMessage(event.data);
      if (parsed.ok) receive(current, parsed.message);
      else log(`the room sent a message outside the protocol: ${parsed.error.message}`);
    });
    socket.addEventListener('close', () => {
      if (current.closed) return;
      current.welcomed = false;
      const { status } = $session.get();
      if (status === 'ready' || status === 'connecting') setStatus('offline');
    });
  }

  function disconnect(): void {
    if (connection === null) return;
    connection.closed = true;
    connection.socket.close();
    connection = null;
  }

  function sendHello(current: Connection): void {
    const sync = $session.get().sync;
    const creating = sync?.pending.some(({ op }) => op.type === 'createGame') ?? false;
    current.socket.send(
      encodeClientMessage({
        type: 'hello',
        version: PROTOCOL_VERSION,
        clientId,
        intent: creating ? 'create' : 'join',
      }),
    );
  }

  function sendOp(op: ClientOp): void {
    const current = connection;
    if (current === null || !current.welcomed || current.socket.readyState !== current.socket.OPEN) return;
    current.socket.send(encodeClientMessage(op));
  }

  function sendAllPending(): void {
    for (const { op } of $session.get().sync?.pending ?? []) sendOp(op);
  }

  function receive(current: Connection, message: ServerMessage): void {
    const sync = $session.get().sync;
    if (sync === null || sync.gameId !== current.gameId) return;
    switch (message.type) {
      case 'welcome': {
        const next = receiveWelcome(sync, message.state);
        current.welcomed = true;
        setSync(next, 'ready');
        savePending(next);
        saveConfirmed(next);
        sendAllPending();
        return;
      }
      case 'applied': {
        if (!current.welcomed) return;
        const { sync: next, resync } = receiveApplied(sync, message);
        if (resync) {
          current.welcomed = false;
          sendHello(current);
          return;
        }
        if (next === sync) return;
        setSync(next);
        savePending(next);
        saveConfirmed(next);
        return;
      }
      case 'ack': {
        const next = receiveAck(sync, message);
        if (next.pending.length === sync.pending.length) return;
        setSync(next);
        savePending(next);
        return;
      }
      case 'error':
        receiveError(current, sync, message);
        return;
    }
  }

  function receiveError(
    current: Connection,
    sync: SyncState,
    message: ServerMessage & { type: 'error' },
  ): void {
    switch (message.code) {
      case 'not_found':
        log(`game ${sync.gameId} does not exist`);
        disconnect();
        forgetGame(sync.gameId);
        setSync(initialSync(sync.gameId), 'not_found');
        return;
      case 'version_mismatch':
        // This page is older than the room: a reload fetches the current client.
        log(`the room speaks another protocol version: ${message.message}`);
        disconnect();
        setStatus('offline');
        return;
      case 'unavailable':
        log(`the room could not store a change and will get it again: ${message.message}`);
        setTimeout(() => {
          if (connection === current && current.welcomed) sendAllPending();
        }, UNAVAILABLE_RETRY_MS);
        return;
      case 'invalid_message':
      case 'too_large':
        log(`the room refused a message: ${message.message}`);
        if (message.opId !== undefined) {
          const next = dropPending(sync, message.opId);
          setSync(next);
          savePending(next);
        }
        return;
    }
  }

  // --- games -------------------------------------------------------------------------------------

  function storedGameId(): string | null {
    const id = read(CURRENT_GAME_KEY);
    return id !== null && v.is(IdSchema, id) ? id : null;
  }

  function start(gameId: string, sync: SyncState): void {
    const previous = $session.get().sync;
    if (previous !== null && previous.gameId !== gameId && previous.pending.length === 0) {
      write(STATE_KEY_PREFIX + previous.gameId, null);
    }
    write(CURRENT_GAME_KEY, gameId);
    setSync(sync, 'connecting');
  }

  async function openConnection(gameId: string): Promise<void> {
    opening = gameId;
    try {
      await configureGame({});
    } catch (error) {
      log('the game server address could not be loaded', error);
      if ($session.get().sync?.gameId !== gameId) return;
      setStatus('offline');
      // Try again later while this game stays open (the changes are kept meanwhile).
      setTimeout(() => {
        if ($session.get().sync?.gameId === gameId && connection === null && opening === null) {
          void openConnection(gameId);
        }
      }, CONFIG_RETRY_MS);
      return;
    } finally {
      if (opening === gameId) opening = null;
    }
    if ($session.get().sync?.gameId !== gameId) return; // another game was opened meanwhile
    connect(gameId);
  }

  async function openGame(id: string): Promise<GameStatus> {
    if (!v.is(IdSchema, id)) {
      if (read(CURRENT_GAME_KEY) === id) write(CURRENT_GAME_KEY, null);
      disconnect();
      $session.set({ status: 'not_found', sync: null });
      return 'not_found';
    }
    const session = $session.get();
    const open = session.sync?.gameId === id && session.status !== 'idle' && session.status !== 'not_found';
    if (open && (connection?.gameId === id || opening === id)) return until(settledStatus);
    disconnect();
    const confirmed = readJson(STATE_KEY_PREFIX + id, GameStateSchema);
    const pending = readJson(PENDING_KEY_PREFIX + id, PendingOpsSchema) ?? [];
    start(id, initialSync(id, confirmed, pending));
    await openConnection(id);
    return until(settledStatus);
  }

  async function createGame(): Promise<string> {
    disconnect();
    const id = randomId();
    const op: ClientOp = { type: 'createGame', opId: randomId() };
    const sync = enqueue(initialSync(id), op, now());
    start(id, sync);
    savePending(sync);
    await openConnection(id);
    // Resolves once the room has the game, or when it cannot be reached (the creation stays queued).
    await until((session) => {
      if (session.sync?.gameId !== id || session.status === 'offline' || session.status === 'not_found') {
        return true;
      }
      return session.sync.pending.some((pendingOp) => pendingOp.op.opId === op.opId) ? undefined : true;
    });
    return id;
  }

  function leaveGame(): void {
    const sync = $session.get().sync;
    disconnect();
    if (sync !== null && sync.pending.length === 0) write(STATE_KEY_PREFIX + sync.gameId, null);
    write(CURRENT_GAME_KEY, null);
    $session.set({ status: 'idle', sync: null });
  }

  /** Queues an operation on the open game and sends it if the room is listening. */
  function submit(op: ClientOp): boolean {
    const { status, sync } = $session.get();
    if (sync === null || status === 'idle' || status === 'not_found') return false;
    const next = enqueue(sync, op, now());
    setSync(next);
    savePending(next);
    sendOp(op);
    return true;
  }

  function addPlayer(name: string): string | null {
    if (name.trim() === '') return null;
    const playerId = randomId();
    return submit({ type: 'addPlayer', opId: randomId(), playerId, playerName: name.trim() })
      ? playerId
      : null;
  }

  function renamePlayer(playerId: string, name: string): void {
    if (name.trim() === '') return;
    submit({ type: 'renamePlayer', opId: randomId(), playerId, playerName: name.trim() });
  }

  function removePlayer(playerId: string): void {
    submit({ type: 'removePlayer', opId: randomId(), playerId });
  }

  function changeScore(pageId: string, playerId: string, delta: 1 | -1): void {
    // A minus at 0 changes nothing (spec: never below 0); it need not travel.
    if (delta < 0 && scoreOf($game.get().holes, pageId, playerId) === 0) return;
    submit({ type: 'score', opId: randomId(), pageId, playerId, delta });
  }

  function reportPageComplete(pageId: string, complete: boolean): void {
    const sync = $session.get().sync;
    const reported = sync === null ? null : optimisticState(sync).secondLastPage;
    if (reported?.pageId === pageId && reported.complete === complete) return;
    submit({ type: 'reportPageComplete', opId: randomId(), pageId, complete });
  }

  // A phone waking up or coming back online should not wait for the next reconnect attempt.
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    const reconnectNow = () => {
      const current = connection;
      if (current !== null && !current.closed && current.socket.readyState !== current.socket.OPEN) {
        current.socket.reconnect();
      }
    };
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reconnectNow();
    });
  }

  return {
    $game,
    configureGame,
    createGame,
    openGame,
    storedGameId,
    leaveGame,
    addPlayer,
    renamePlayer,
    removePlayer,
    changeScore,
    reportPageComplete,
  };
}

const ConfigAnswerSchema = v.object({
  success: v.literal(true),
  data: v.object({ partyHost: v.pipe(v.string(), v.minLength(1)) }),
});

function viewOf(session: Session): GameView {
  if (session.sync === null) {
    return {
      status: session.status,
      game: null,
      players: [],
      holes: [],
      pending: 0,
      secondLastComplete: false,
    };
  }
  const state: GameState = optimisticState(session.sync);
  return {
    status: session.status,
    game: state.game,
    players: state.players,
    holes: state.holes,
    pending: session.sync.pending.length,
    secondLastComplete: state.secondLastPage?.complete ?? false,
  };
}

/**
 * `ws://h:1999` -> host `h:1999`, protocol `ws`; a bare `h:1999` leaves the protocol to
 * partysocket (ws for localhost and private networks, wss otherwise).
 */
function splitHost(partyHost: string): { host: string; protocol: 'ws' | 'wss' | undefined } {
  const match = /^(wss?|https?):\/\/(.*)$/i.exec(partyHost.trim());
  if (match === null) return { host: partyHost.trim(), protocol: undefined };
  const scheme = (match[1] ?? '').toLowerCase();
  return { host: match[2] ?? '', protocol: scheme === 'wss' || scheme === 'https' ? 'wss' : 'ws' };
}

const defaultStore = createGameStore();

/** The open game's optimistic view. */
export const $game: ReadableAtom<GameView> = defaultStore.$game;
/** Sets the rooms' host (`host:port`, or with `ws://` / `wss://`); without one, asks `/api/v1/game/config` once. */
export const configureGame = defaultStore.configureGame;
/** Creates a game under a new id, stores it as the current game and connects; resolves with the id once the room has it (or is unreachable: the creation stays queued). */
export const createGame = defaultStore.createGame;
/** Opens a game and resolves with its first settled status (`ready`, `not_found` or `offline`); `not_found` clears the stored id. */
export const openGame = defaultStore.openGame;
/** The current game id kept in the browser, if any. */
export const storedGameId = defaultStore.storedGameId;
/** Closes the game and forgets the current game id (queued changes stay for the next visit). */
export const leaveGame = defaultStore.leaveGame;
/** Adds a player (name trimmed, empty ignored); returns the new player's id, or null if nothing was added. */
export const addPlayer = defaultStore.addPlayer;
/** Renames a player (name trimmed, empty ignored). */
export const renamePlayer = defaultStore.renamePlayer;
/** Removes a player and their scores. */
export const removePlayer = defaultStore.removePlayer;
/** One tap on plus (1) or minus (-1) for a player on a hole page; never below 0. */
export const changeScore = defaultStore.changeScore;
/** Reports the second-last hole page's completeness to the game (sent only when it changes). */
export const reportPageComplete = defaultStore.reportPageComplete;

export type { Game, HoleScore, Player } from './protocol.ts';
