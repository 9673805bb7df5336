/**
 * Running undo and redo: stored entries move between the stacks, failures put them back, ids
 * follow; after a permanent deletion undo applies nothing (the earlier edit stays as it is).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditorChange } from './changes.ts';
import {
  $history,
  clearHistory,
  recordEditorChange,
  recordIrreversibleStep,
  redoWith,
  undoBlocked,
  undoWith,
  type ApplyOutcome,
} from './controller.ts';

const move = (toIndex: number): EditorChange => ({ kind: 'move', groupId: 'g', toIndex });

beforeEach(() => clearHistory());

describe('undoWith / redoWith', () => {
  it('applies the undo, then the redo, moving the entry between the stacks', async () => {
    recordEditorChange({ undo: move(1), redo: move(0), key: null, at: 0 });
    const applied: EditorChange[] = [];
    const apply = async (change: EditorChange): Promise<ApplyOutcome> => {
      applied.push(change);
      return { ok: true };
    };
    expect(await undoWith(apply)).toBe(true);
    expect($history.get().future).toHaveLength(1);
    expect(await redoWith(apply)).toBe(true);
    expect(applied).toEqual([move(1), move(0)]);
    expect($history.get().past).toHaveLength(1);
    expect(await redoWith(apply)).toBe(false);
  });

  it('puts a failed undo back, ready to try again', async () => {
    recordEditorChange({ undo: move(1), redo: move(0), key: null, at: 0 });
    expect(await undoWith(async () => ({ ok: false }))).toBe(false);
    expect($history.get().past).toHaveLength(1);
    expect($history.get().future).toHaveLength(0);
  });

  it('a block added again takes its new id into the undo', async () => {
    const add: EditorChange = { kind: 'add', blockType: 'cta', nextTo: null };
    recordEditorChange({ undo: { kind: 'deleteAdded', groupId: 'old' }, redo: add, key: null, at: 0 });
    await undoWith(async () => ({ ok: true }));
    await redoWith(async () => ({ ok: true, opposite: { kind: 'deleteAdded', groupId: 'new' } }));
    expect($history.get().past[0]?.undo).toEqual({ kind: 'deleteAdded', groupId: 'new' });
  });

  it('after a permanent deletion, undo does not change the earlier edit', async () => {
    const title: EditorChange = {
      kind: 'field',
      pageId: 'p',
      groupId: 'g',
      name: 'title',
      data: { content: { locale: 'de', text: 'Vorher' } },
    };
    recordEditorChange({ undo: title, redo: { ...title, data: {} }, key: 'field:g:title', at: 0 });
    recordIrreversibleStep('deletion');
    const applied: EditorChange[] = [];
    const apply = async (change: EditorChange): Promise<ApplyOutcome> => {
      applied.push(change);
      return { ok: true };
    };
    expect(await undoWith(apply)).toBe(false);
    expect(await undoWith(apply)).toBe(false);
    expect(applied).toEqual([]);
    expect(undoBlocked()?.step).toBe('deletion');
    // A change after it is undone as usual; then undo stops at the deletion again.
    recordEditorChange({ undo: move(1), redo: move(0), key: null, at: 1 });
    expect(undoBlocked()).toBeNull();
    expect(await undoWith(apply)).toBe(true);
    expect(await undoWith(apply)).toBe(false);
    expect(applied).toEqual([move(1)]);
  });
});
