/**
 * The urban golf game room: one PartyKit room per game (the room name is the game id), authoritative
 * for its state, which it keeps in room storage. Every decision lives in the modules beside it
 * (`room-core.ts`, `room-storage.ts`, `snapshot-writer.ts`, `origins.ts`); this class
 * only connects it to PartyKit's lifecycle and variables:
 * - `ALLOWED_ORIGINS`: browser origins that may connect (default: localhost only); any other origin
 *   is asked of the site's API (`LUNETTE_API_URL`), which allows every active site of a network;
 * - `LUNETTE_API_URL` + `GAME_SNAPSHOT_SECRET`: where and how to write the database snapshot (with
 *   the game's site, the host of its first phone's page, so a network's router picks its database).
 * Variables come from `partykit dev --var NAME=value` locally and `partykit env add` in production.
 */
import type * as Party from 'partykit/server';
import * as v from 'valibot';
import { IdSchema, ROOM_CLOSE } from '../src/game/protocol.ts';
import { isOriginAllowed, isOriginAllowedByApi, siteHostOfOrigin } from './origins.ts';
import { GameRoomCore } from './room-core.ts';
import { SnapshotWriter } from './snapshot-writer.ts';

/** Room storage key of the game's site. */
const SITE_KEY = 'site-host';

export default class GameRoom implements Party.Server {
  readonly room: Party.Room;
  readonly #core: GameRoomCore;
  readonly #snapshots: SnapshotWriter;
  /** The site whose phones play this game (host of the first connection's origin), once known. */
  #siteHost: string | null = null;
  /** Connections turned away at connect: whatever they still send is dropped. */
  readonly #refused = new WeakSet<Party.Connection>();

  constructor(room: Party.Room) {
    this.room = room;
    this.#snapshots = new SnapshotWriter({
      apiUrl: room.env['LUNETTE_API_URL'],
      secret: room.env['GAME_SNAPSHOT_SECRET'],
      read: () => this.#core.state,
      siteHost: () => this.#siteHost,
    });
    this.#core = new GameRoomCore({
      roomId: room.id,
      storage: room.storage,
      onApplied: (op) => {
        this.#snapshots.changed();
        // The second-last page complete is the end of a round: write its card at once.
        if (op.type === 'reportPageComplete' && op.complete) void this.#snapshots.flush();
      },
    });
  }

  /**
   * Refuses WebSocket upgrades from browser origins outside `ALLOWED_ORIGINS` that the site's API
   * does not allow either (the network's registry), before a room starts.
   */
  static async onBeforeConnect(
    request: Party.Request,
    lobby: Party.Lobby,
  ): Promise<Party.Request | Response> {
    const origin = request.headers.get('Origin');
    if (isOriginAllowed(origin, lobby.env['ALLOWED_ORIGINS'])) return request;
    if (origin !== null && (await isOriginAllowedByApi(origin, lobby.env['LUNETTE_API_URL']))) return request;
    return new Response('Origin not allowed', { status: 403 });
  }

  /** PartyKit awaits this before delivering the first connection or message. */
  async onStart(): Promise<void> {
    await this.#core.load();
    this.#siteHost = (await this.room.storage.get<string>(SITE_KEY)) ?? null;
  }

  /**
   * A room whose name is not a valid game id turns every connection away (the API would refuse
   * its game's snapshots for ever). A game belongs to one site of the network: the first phone's
   * origin names it, and a phone from another site's page is turned away (its snapshots would land
   * in the wrong database). Both close with a `ROOM_CLOSE` code, after which the client stops
   * reconnecting and tells the player why.
   */
  async onConnect(connection: Party.Connection, context: Party.ConnectionContext): Promise<void> {
    if (!v.is(IdSchema, this.room.id)) return this.#refuse(connection, ROOM_CLOSE.invalidGameId);
    const host = siteHostOfOrigin(context.request.headers.get('Origin'));
    if (host === null) return;
    if (this.#siteHost === null) {
      this.#siteHost = host;
      await this.room.storage.put(SITE_KEY, host);
    } else if (this.#siteHost !== host) {
      this.#refuse(connection, ROOM_CLOSE.otherSite);
    }
  }

  #refuse(connection: Party.Connection, close: { code: number; reason: string }): void {
    this.#refused.add(connection);
    connection.close(close.code, close.reason);
  }

  onMessage(message: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection): Promise<void> {
    if (this.#refused.has(sender)) return Promise.resolve();
    return this.#core.receive(message, sender);
  }

  onClose(connection: Party.Connection): void {
    this.#core.disconnect(connection);
    // Everyone left: write the latest state now rather than when the room may already be gone.
    if (this.#core.connectionCount === 0) void this.#snapshots.flush();
  }

  onError(connection: Party.Connection): void {
    this.onClose(connection);
  }
}

GameRoom satisfies Party.Worker;
