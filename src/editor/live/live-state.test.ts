import { describe, expect, it } from 'vitest';
import { liveStateOf, stillApplying } from './live-state.ts';

describe('liveStateOf', () => {
  it('says nothing before any save re-rendered the site', () => {
    expect(liveStateOf({ requested: 0, done: 0, failed: null }, 0)).toEqual({ kind: 'idle' });
  });

  it('is applying until the wanted ticket is rendered, then live', () => {
    expect(liveStateOf({ requested: 2, done: 1, failed: null }, 2)).toEqual({ kind: 'applying' });
    expect(liveStateOf({ requested: 2, done: 2, failed: null }, 2)).toEqual({ kind: 'live' });
  });

  it('waits for renders another tab or editor started too', () => {
    expect(liveStateOf({ requested: 5, done: 4, failed: null }, 3)).toEqual({ kind: 'applying' });
  });

  it('reports a failure until a later render heals it', () => {
    const failed = { ticket: 2, message: 'no bundle' };
    expect(liveStateOf({ requested: 2, done: 2, failed }, 2)).toEqual({
      kind: 'failed',
      message: 'no bundle',
    });
    expect(stillApplying(liveStateOf({ requested: 2, done: 2, failed }, 2))).toBe(false);
  });

  it('is applying again while a retry runs after a failure', () => {
    const failed = { ticket: 2, message: 'no bundle' };
    expect(liveStateOf({ requested: 3, done: 2, failed }, 3)).toEqual({ kind: 'applying' });
  });

  it('trusts the server after a restart: a ticket it no longer knows is not waited for', () => {
    expect(liveStateOf({ requested: 0, done: 0, failed: null }, 4)).toEqual({ kind: 'live' });
  });
});
