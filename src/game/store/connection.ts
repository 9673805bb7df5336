/**
 * The store's line to the game's room: where the rooms are (`configureGame`, the host config from
 * the API), one reconnecting partysocket per open game, the hello that starts each connection and
 * the handling of what the room sends. Unconfirmed operations are sent once the room has welcomed
 * the connection, and all of them again after every reconnect (the room ignores the ones it has).
 * A heartbeat (`HEARTBEAT_INTERVAL_MS`) notices a connection that silently stopped: the player
 * sees the offline state and the socket reconnects. A room that turns the connection away for
 * good (`ROOM_CLOSE`) is not retried.
 */
import { hc } from 'hono/client';
import PartySocket from 'partysocket';
import * as v from 'valibot';
import {
  encodeClientMessage,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  parseServerMessage,
  PROTOCOL_VERSION,
  ROOM_CLOSE,
  type ClientOp,
  type ServerMessage,
} from '../protocol.ts';
import {
  dropPending,
  initialSync,
  receiveAck,
  receiveApplied,
  receiveWelcome,
  type SyncState,
} from '../sync.ts';
import type { AppType } from '../../../functions/app.ts';
import type { GameRefusal, GameSession } from './session.ts';
import type { GameStorage } from './storage.ts';

/** The API route that tells the client where the game rooms are. */
export const CONFIG_PATH = hc<AppType>('').api.v1.game.config.$path();

/** Pause before asking for the rooms' address again after it could not be loaded. */
const CONFIG_RETRY_MS = 5000;

/** Retry pause after the room could not store an operation (`unavailable`). */
const UNAVAILABLE_RETRY_MS = 2000;

/** What the connection uses from its environment; the browser's by default. */
export interface ConnectionDeps {
  /** WebSocket class for partysocket (default: the global one). */
  WebSocket?: typeof WebSocket;
  fetch?: typeof fetch;
  /** Reconnect delays of the socket, in ms (default 1000 to 5000). */
  reconnectDelayMs?: { min: number; max: number };
  /** The heartbeat's timing, in ms (default `HEARTBEAT_INTERVAL_MS`, `HEARTBEAT_TIMEOUT_MS`). */
  heartbeatMs?: { interval: number; timeout: number };
}

/** One store's connection to the room of its open game. */
export interface GameConnection {
  /** Sets the rooms' host, or asks the API for it once (again after a failure). */
  configureGame(options: { partyHost?: string }): Promise<void>;
  /** Connects to a game's room once the rooms' address is known; retries the address while offline. */
  open(gameId: string): Promise<void>;
  /** Whether a connection to `gameId` exists or is being prepared. */
  isOpenFor(gameId: string): boolean;
  /** Closes the current connection for good, if any. */
  disconnect(): void;
  /** Sends an operation if the room has welcomed the connection (otherwise it goes after the next welcome). */
  sendOp(op: ClientOp): void;
  /** Reconnects at once if the socket is down (a phone waking up or coming back online). */
  reconnectNow(): void;
}

interface Connection {
  gameId: string;
  socket: PartySocket;
  welcomed: boolean;
  closed: boolean;
  /** The heartbeat's next step: a ping after silence, or giving up after an unanswered one. */
  heartbeat: ReturnType<typeof setTimeout> | null;
}

/** What a close code of the room means: the game cannot be played here (never retried). */
function refusalOfClose(code: number): GameRefusal | null {
  if (code === ROOM_CLOSE.invalidGameId.code) return 'invalid_id';
  if (code === ROOM_CLOSE.otherSite.code) return 'other_site';
  return null;
}

/**
 * Makes the connection part of a store.
 *
 * @example
 * const line = createConnection({ deps, session, storage, clientId: randomId(16), log });
 * await line.configureGame({ partyHost: '127.0.0.1:1999' });
 */
export function createConnection(parts: {
  deps: ConnectionDeps;
  session: GameSession;
  storage: GameStorage;
  clientId: string;
  log: (message: string, error?: unknown) => void;
}): GameConnection {
  const { deps, session, storage, clientId, log } = parts;
  const { $session, setSync, setStatus } = session;
  let partyHost: string | null = null;
  let configuring: Promise<void> | null = null;
  let connection: Connection | null = null;
  /** The game whose connection is being prepared (the rooms' address is being fetched). */
  let opening: string | null = null;

  async function configureGame(options: { partyHost?: string }): Promise<void> {
    if (options.partyHost) {
      partyHost = options.partyHost;
      return;
    }
    if (partyHost !== null) return;
    configuring ??= (async () => {
      // Hono's typed client over the app's type: the path is written once, where the route is mounted.
      const api = hc<AppType>('', {
        fetch: ((input, init) => (deps.fetch ?? globalThis.fetch)(input, init)) as typeof fetch,
      });
      const response = await api.api.v1.game.config.$get(undefined, {
        headers: { accept: 'application/json' },
      });
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

  async function open(gameId: string): Promise<void> {
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
          void open(gameId);
        }
      }, CONFIG_RETRY_MS);
      return;
    } finally {
      if (opening === gameId) opening = null;
    }
    if ($session.get().sync?.gameId !== gameId) return; // another game was opened meanwhile
    connect(gameId);
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
      shouldReconnectOnClose: (event: CloseEvent) => refusalOfClose(event.code) === null,
    });
    const current: Connection = { gameId, socket, welcomed: false, closed: false, heartbeat: null };
    connection = current;
    socket.addEventListener('open', () => {
      if (current.closed) return;
      current.welcomed = false;
      sendHello(current);
      heardFromRoom(current);
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (current.closed || typeof event.data !== 'string') return;
      heardFromRoom(current);
      const parsed = parseServerMessage(event.data);
      if (parsed.ok) receive(current, parsed.message);
      else log(`the room sent a message outside the protocol: ${parsed.error.message}`);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (current.closed) return;
      current.welcomed = false;
      stopHeartbeat(current);
      const refusal = refusalOfClose(event.code);
      if (refusal !== null) return refuse(current, refusal);
      const { status } = $session.get();
      if (status === 'ready' || status === 'connecting') setStatus('offline');
    });
  }

  function disconnect(): void {
    if (connection === null) return;
    connection.closed = true;
    stopHeartbeat(connection);
    connection.socket.close();
    connection = null;
  }

  /**
   * The room was heard from (or the socket opened): ping after `interval` of silence; a ping
   * unanswered for `timeout` means the connection silently stopped: offline, and reconnect.
   */
  function heardFromRoom(current: Connection): void {
    const { interval, timeout } = deps.heartbeatMs ?? {
      interval: HEARTBEAT_INTERVAL_MS,
      timeout: HEARTBEAT_TIMEOUT_MS,
    };
    stopHeartbeat(current);
    current.heartbeat = setTimeout(() => {
      if (current.closed || current.socket.readyState !== current.socket.OPEN) return;
      current.socket.send(encodeClientMessage({ type: 'ping' }));
      current.heartbeat = setTimeout(() => {
        current.heartbeat = null;
        if (current.closed) return;
        log(`no answer from the room of game ${current.gameId} for ${interval + timeout} ms: reconnecting`);
        // Dispatches a close (the offline state), then connects again.
        current.socket.reconnect();
      }, timeout);
    }, interval);
  }

  function stopHeartbeat(current: Connection): void {
    if (current.heartbeat !== null) clearTimeout(current.heartbeat);
    current.heartbeat = null;
  }

  /** The game cannot be played here: forget it, say why, and stop. */
  function refuse(current: Connection, refusal: GameRefusal): void {
    log(`the room of game ${current.gameId} refused it (${refusal})`);
    if (connection === current) disconnect();
    storage.forgetGame(current.gameId);
    if ($session.get().sync?.gameId !== current.gameId) return;
    $session.set({ status: 'not_found', sync: initialSync(current.gameId), refusal });
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
        // Only now a game opened by a link replaces the running one (see current-game.ts).
        storage.noteCurrentGame({ kind: 'welcomed', gameId: sync.gameId });
        setSync(next, 'ready');
        storage.savePending(next);
        storage.saveConfirmed(next);
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
        storage.savePending(next);
        storage.saveConfirmed(next);
        return;
      }
      case 'ack': {
        const next = receiveAck(sync, message);
        if (next.pending.length === sync.pending.length) return;
        setSync(next);
        storage.savePending(next);
        return;
      }
      case 'error':
        receiveError(current, sync, message);
        return;
      case 'pong':
        return; // a sign of life: the heartbeat noted it
    }
  }

  function receiveError(
    current: Connection,
    sync: SyncState,
    message: ServerMessage & { type: 'error' },
  ): void {
    switch (message.code) {
      case 'not_found':
        refuse(current, 'not_found');
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
      case 'limit_reached':
        log(`the room refused a message: ${message.message}`);
        if (message.opId !== undefined) {
          const next = dropPending(sync, message.opId);
          setSync(next);
          storage.savePending(next);
        }
        return;
    }
  }

  function reconnectNow(): void {
    const current = connection;
    if (current !== null && !current.closed && current.socket.readyState !== current.socket.OPEN) {
      current.socket.reconnect();
    }
  }

  return {
    configureGame,
    open,
    isOpenFor: (gameId) => connection?.gameId === gameId || opening === gameId,
    disconnect,
    sendOp,
    reconnectNow,
  };
}

const ConfigAnswerSchema = v.object({
  success: v.literal(true),
  data: v.object({ partyHost: v.pipe(v.string(), v.minLength(1)) }),
});

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
