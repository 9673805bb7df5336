/**
 * The urban golf game room: one PartyKit room per game, authoritative for its state, which it keeps
 * in room storage under `STATE_STORAGE_KEY`. Every decision lives in `room-logic.ts`; this class only
 * connects it to PartyKit's lifecycle. Skeleton for now: it answers `hello` with the current state.
 */
import type * as Party from 'partykit/server';
import { emptyGameState, encodeServerMessage, type GameState } from '../src/game/protocol.ts';
import { isOriginAllowed, readStoredState, replyToClientMessage, STATE_STORAGE_KEY } from './room-logic.ts';

export default class GameRoom implements Party.Server {
  readonly room: Party.Room;
  #state: GameState = emptyGameState();

  constructor(room: Party.Room) {
    this.room = room;
  }

  /** Refuses WebSocket upgrades from browser origins outside `ALLOWED_ORIGINS` before a room starts. */
  static onBeforeConnect(request: Party.Request, lobby: Party.Lobby): Party.Request | Response {
    if (isOriginAllowed(request.headers.get('Origin'), lobby.env['ALLOWED_ORIGINS'])) return request;
    return new Response('Origin not allowed', { status: 403 });
  }

  /** PartyKit awaits this before delivering the first connection or message. */
  async onStart(): Promise<void> {
    this.#state = readStoredState(await this.room.storage.get(STATE_STORAGE_KEY));
  }

  onMessage(message: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection): void {
    const reply = replyToClientMessage(message, { roomId: this.room.id, state: this.#state });
    sender.send(encodeServerMessage(reply));
  }
}

GameRoom satisfies Party.Worker;
