/**
 * Group commit: batching, savepoints and failures with a recording runner; then the editor's
 * saves over a fresh seeded libSQL file, many at once: every acknowledged save stored, one of two
 * saves on the same revision refused, a refused save leaving its batch companions stored.
 */
import { describe, expect, it } from 'vitest';
import { fields } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { ApiError } from '../../errors.ts';
import { createGroupCommit, type GroupCommitRunner } from './group-commit.ts';
import { StaleItemError } from './rows.ts';
import { saveData } from './saves.ts';
import { seededContentDb } from './test-support.ts';

/** A runner that records what each transaction did: the list of writes per committed transaction. */
function recordingRunner({ failCommit = false } = {}) {
  const committed: string[][] = [];
  const savepoints: number[] = [0];
  let gate: Promise<void> = Promise.resolve();
  const runner: GroupCommitRunner<string[]> = {
    async transaction(fn) {
      await gate;
      const writes: string[] = [];
      const result = await fn(writes);
      if (failCommit) throw new Error('disk full');
      committed.push(writes);
      return result;
    },
    async savepoint(writes, fn) {
      savepoints[0]! += 1;
      const mine: string[] = [];
      const result = await fn(mine);
      writes.push(...mine); // released: kept; a throw above drops them
      return result;
    },
  };
  return {
    runner,
    committed,
    /** How many savepoints were taken. */
    savepoints: () => savepoints[0]!,
    /** Holds the next transaction until the returned function is called. */
    hold() {
      let open!: () => void;
      gate = new Promise((done) => (open = done));
      return () => {
        gate = Promise.resolve();
        open();
      };
    },
  };
}

/** One turn of the event loop (what the queue waits before it cuts a batch). */
const turn = () => new Promise<void>((done) => setImmediate(done));

const write = (name: string) => async (writes: string[]) => {
  writes.push(name);
  return name;
};
const refuse = (name: string) => async (writes: string[]) => {
  writes.push(name);
  throw new ApiError(400, 'invalid_input', name);
};

describe('createGroupCommit', () => {
  it('runs a save arriving alone in its own transaction', async () => {
    const { runner, committed } = recordingRunner();
    const run = createGroupCommit(runner);
    expect(await run(write('a'))).toBe('a');
    expect(committed).toEqual([['a']]);
  });

  it('commits the saves that arrive while one is written together, in their order', async () => {
    const { runner, committed, hold } = recordingRunner();
    const release = hold();
    const run = createGroupCommit(runner);
    const first = run(write('a'));
    await turn(); // the first batch is cut and waits for its transaction
    const rest = ['b', 'c', 'd'].map((name) => run(write(name)));
    release();
    expect(await Promise.all([first, ...rest])).toEqual(['a', 'b', 'c', 'd']);
    expect(committed).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('answers a refused save with its own error and keeps its companions', async () => {
    const { runner, committed, hold } = recordingRunner();
    const release = hold();
    const run = createGroupCommit(runner);
    const alone = run(write('a'));
    await turn();
    const results = Promise.allSettled([alone, run(write('b')), run(refuse('x')), run(write('c'))]);
    release();
    const [a, b, x, c] = await results;
    expect([a, b, c].map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(x).toMatchObject({ status: 'rejected', reason: { status: 400, detail: 'x' } });
    expect(committed).toEqual([['a'], ['b', 'c']]);
  });

  it('acknowledges nothing of a batch whose commit fails', async () => {
    const { runner, committed } = recordingRunner({ failCommit: true });
    const run = createGroupCommit(runner);
    const results = await Promise.allSettled([run(write('a')), run(write('b'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed).toEqual([]);
  });

  it('runs single-write saves of a batch without savepoints, each answered on its own', async () => {
    const { runner, committed, hold, savepoints } = recordingRunner();
    const release = hold();
    const run = createGroupCommit(runner);
    const alone = run(write('a'));
    await turn();
    const single = { singleWrite: true };
    // A single-write save that is refused throws before it writes (what the option promises).
    const refusedEarly = async () => {
      throw new ApiError(412, 'stale', 'y');
    };
    const results = Promise.allSettled([
      alone,
      run(write('b'), single),
      run(refusedEarly, single),
      run(write('c')),
      run(write('d'), single),
    ]);
    release();
    const [a, b, y, c, d] = await results;
    expect([a, b, c, d].map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(y).toMatchObject({ status: 'rejected', reason: { status: 412 } });
    expect(committed).toEqual([['a'], ['b', 'c', 'd']]);
    expect(savepoints()).toBe(1); // only 'c', which did not say it writes once
  });

  it('cuts batches at maxBatch', async () => {
    const { runner, committed, hold } = recordingRunner();
    const release = hold();
    const run = createGroupCommit(runner, { maxBatch: 2 });
    const all = Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => run(write(name))));
    release();
    await all;
    expect(committed).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});

describe('saves committed together', () => {
  const t = seededContentDb();
  const targets = async () =>
    (await t.db.select().from(fields))
      .filter((f) => f.pageId === PAGE.home && f.groupId && f.content?.kind === 'localized')
      .slice(0, 12);
  const save = (
    f: { pageId: string; groupId: string | null; name: string },
    baseRevision: number,
    text: string,
  ) =>
    saveData(t.db, {
      itemType: 'field',
      pageId: f.pageId,
      groupId: f.groupId,
      name: f.name,
      baseRevision,
      data: { content: { locale: 'de', text } },
    });

  it('stores every acknowledged save of a burst', async () => {
    const rows = await targets();
    expect(rows.length).toBeGreaterThan(5);
    const answers = await Promise.all(rows.map((f, i) => save(f, f.revision, `Burst ${i}`)));
    for (const [i, f] of rows.entries()) {
      expect(answers[i]!.item.revision).toBe(f.revision + 1);
      const stored = await t.fieldRow(f.id);
      expect(stored.revision).toBe(f.revision + 1);
      expect(stored.content).toMatchObject({ values: { de: { text: `Burst ${i}` } } });
    }
  });

  it('lets one of two saves on the same revision win and keeps the refused one out', async () => {
    const [f, other] = await targets();
    const results = await Promise.allSettled([
      save(f!, f!.revision, 'Erster'),
      save(other!, other!.revision, 'Daneben'),
      save(f!, f!.revision, 'Zweiter'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(StaleItemError);
    expect((await t.fieldRow(f!.id)).content).toMatchObject({ values: { de: { text: 'Erster' } } });
    expect((await t.fieldRow(other!.id)).content).toMatchObject({ values: { de: { text: 'Daneben' } } });
  });

  it('answers bad input in a burst with 400 and stores the others', async () => {
    const [a, b] = await targets();
    const results = await Promise.allSettled([
      save(a!, a!.revision, 'Gut'),
      saveData(t.db, {
        itemType: 'field',
        pageId: b!.pageId,
        groupId: b!.groupId,
        name: b!.name,
        baseRevision: b!.revision,
        data: { mediaId: 'media-nope' },
      }),
    ]);
    expect(results[0]!.status).toBe('fulfilled');
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ status: 400 });
    expect((await t.fieldRow(a!.id)).content).toMatchObject({ values: { de: { text: 'Gut' } } });
    expect((await t.fieldRow(b!.id)).revision).toBe(b!.revision);
  });
});
