/** Tests for which game the browser keeps as its current one. */
import { describe, expect, it } from 'vitest';
import { decideCurrentGame } from './current-game.ts';

describe('decideCurrentGame', () => {
  it('keeps the running game when a link names a game the room refuses', () => {
    expect(decideCurrentGame('running', { kind: 'refused', gameId: 'unknown' }, false)).toEqual({
      current: 'running',
      dropStateOf: null,
    });
    expect(decideCurrentGame(null, { kind: 'refused', gameId: 'unknown' }, false)).toEqual({
      current: null,
      dropStateOf: null,
    });
  });

  it('forgets the current game when the room refuses that very game', () => {
    expect(decideCurrentGame('gone', { kind: 'refused', gameId: 'gone' }, true)).toEqual({
      current: null,
      dropStateOf: null,
    });
  });

  it("replaces the running game once the room confirmed the link's game, dropping its kept state", () => {
    expect(decideCurrentGame('running', { kind: 'welcomed', gameId: 'linked' }, false)).toEqual({
      current: 'linked',
      dropStateOf: 'running',
    });
  });

  it('keeps the kept state of a replaced game that still has queued changes', () => {
    expect(decideCurrentGame('running', { kind: 'welcomed', gameId: 'linked' }, true)).toEqual({
      current: 'linked',
      dropStateOf: null,
    });
  });

  it('makes a created game the current one at once', () => {
    expect(decideCurrentGame('running', { kind: 'created', gameId: 'new' }, false)).toEqual({
      current: 'new',
      dropStateOf: 'running',
    });
    expect(decideCurrentGame(null, { kind: 'created', gameId: 'new' }, false)).toEqual({
      current: 'new',
      dropStateOf: null,
    });
  });

  it('changes nothing when the current game is welcomed again', () => {
    expect(decideCurrentGame('same', { kind: 'welcomed', gameId: 'same' }, false)).toEqual({
      current: 'same',
      dropStateOf: null,
    });
  });
});
