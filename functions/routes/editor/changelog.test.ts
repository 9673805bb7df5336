/** GET and POST /changelog over HTTP: language, unseen entries per editor, seen dates, refusals. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogSeen } from '../../../db/schema.ts';
import { demoChangelog } from '../../../db/seed/content/changelog.ts';
import { ChangelogResponseSchema, ChangelogSeenResponseSchema } from '../../../src/lib/api/changelog.ts';
import { createApp } from '../../app.ts';
import type { AuthService, Editor } from '../../auth/types.ts';
import {
  call,
  fakeAuth,
  freshDb,
  recordingRebuild,
  testApp,
  TEST_EDITOR,
  type TestApp,
  type TestDb,
} from './test-support.ts';

let t: TestDb;
let app: TestApp;
/** The same database seen by a second editor. */
let other: TestApp;
const OTHER: Editor = { id: 'editor-2', email: 'ben@example.ch', name: 'Ben', role: 'admin' };

beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
  const otherAuth: AuthService = {
    ...fakeAuth,
    editorFromHeaders: async (headers) => (headers.get('x-test-editor') === '1' ? OTHER : null),
  };
  other = createApp({ db: t.db, services: { auth: otherAuth, rebuild: recordingRebuild() } });
});
afterAll(async () => t.close());

const newestFirst = [...demoChangelog].sort((a, b) => b.date.localeCompare(a.date));
const seenRows = (userId: string) =>
  t.db.select({ date: changelogSeen.date }).from(changelogSeen).where(eq(changelogSeen.userId, userId));

describe('GET /api/v1/changelog', () => {
  it('answers every entry, newest first, in German and in French', async () => {
    const de = await call(app, '/changelog?language=de&showAll=true');
    expect(de.status).toBe(200);
    expect(v.parse(ChangelogResponseSchema, de.body['data']).entries).toEqual(
      newestFirst.map((e) => ({ date: e.date, text: e.textDe })),
    );
    const fr = await call(app, '/changelog?language=fr');
    expect(fr.body['data'].entries).toEqual(newestFirst.map((e) => ({ date: e.date, text: e.textFr })));
  });
  it.each(['', '?language=it', '?language=en&showAll=true', '?language=de&showAll=yes'])(
    'refuses the query %j with 400',
    async (query) => {
      const res = await call(app, `/changelog${query}`);
      expect(res.status).toBe(400);
      expect(res.body['error'].code).toBe('invalid_input');
    },
  );
  it('refuses callers without a session (401)', async () => {
    const res = await call(app, '/changelog?language=de', undefined, { editor: false });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/changelog', () => {
  it('marks the dates seen for this editor only; showAll still lists them', async () => {
    const first = demoChangelog[0]!.date;
    const res = await call(app, '/changelog', { dates: [first, first, '2020-01-01'] });
    expect(res.status).toBe(200);
    expect(v.parse(ChangelogSeenResponseSchema, res.body['data'])).toEqual({ dates: [first] });
    expect(await seenRows(TEST_EDITOR.id)).toEqual([{ date: first }]);

    const unseen = await call(app, '/changelog?language=de&showAll=false');
    expect(unseen.body['data'].entries.map((e: { date: string }) => e.date)).not.toContain(first);
    expect(unseen.body['data'].entries).toHaveLength(demoChangelog.length - 1);
    const all = await call(app, '/changelog?language=de&showAll=true');
    expect(all.body['data'].entries).toHaveLength(demoChangelog.length);

    // The other editor has seen nothing yet.
    const theirs = await call(other, '/changelog?language=de');
    expect(theirs.body['data'].entries).toHaveLength(demoChangelog.length);
    expect(await seenRows(OTHER.id)).toEqual([]);
  });
  it('is idempotent: marking seen dates again changes nothing', async () => {
    const dates = demoChangelog.map((e) => e.date);
    expect((await call(app, '/changelog', { dates })).body['data'].dates).toEqual([...dates].sort());
    expect((await call(app, '/changelog', { dates })).status).toBe(200);
    expect(await seenRows(TEST_EDITOR.id)).toHaveLength(dates.length);
    expect((await call(app, '/changelog?language=fr')).body['data'].entries).toEqual([]);
  });
  it.each([
    {},
    { dates: [] },
    { dates: '2026-01-12' },
    { dates: ['2026-02-30'] },
    { dates: ['12.01.2026'] },
    { dates: ['2026-01-12'], userId: 'editor-2' },
    { dates: Array.from({ length: 101 }, () => '2026-01-12') },
  ])('refuses %j with 400 and stores nothing', async (body) => {
    const res = await call(other, '/changelog', body);
    expect(res.status).toBe(400);
    expect(await seenRows(OTHER.id)).toEqual([]);
  });
  it('refuses callers without a session (401) and foreign origins (403)', async () => {
    const dates = [demoChangelog[0]!.date];
    expect((await call(other, '/changelog', { dates }, { editor: false })).status).toBe(401);
    const foreign = await call(other, '/changelog', { dates }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body['error'].code).toBe('forbidden_origin');
    expect(await seenRows(OTHER.id)).toEqual([]);
  });
});
