/**
 * `kill -9` of `npm start` in the middle of editor saves and contact-form posts, then a start again
 * over the same data folder, as an operator would do after a crash:
 * - the restarted launcher replaces the game-room server the killed one left running (it keeps
 *   its own process group, so it survives the kill) instead of failing on a busy port, and the
 *   rooms' snapshot secret is the same as before, so the API still accepts their snapshots;
 * - `PRAGMA integrity_check` finds the database intact, and every save and every form request the
 *   server acknowledged before it died is there;
 * - the restart is quick: no site build (nothing but drafts changed), and the mail the killed
 *   server had claimed (its SMTP server never answers) is delivered at once, not after its lease;
 * - a `kill -9` of the process that serves the game rooms (workerd, below party-dev) brings the
 *   rooms back on the same port, and the health check reports it.
 * The launcher runs on its own copy of this run's build and its own database.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE } from '../../db/seed/ids.ts';
import { validContactRequest } from '../fixtures/contact-request.ts';
import {
  launcherSetting,
  processesBelow,
  startLauncher,
  type LauncherSetting,
  type RunningLauncher,
} from '../fixtures/launcher.ts';
import { freePort, waitFor } from '../fixtures/net.ts';
import { E2E_ADMIN } from './credentials.ts';

const START_TIMEOUT = 280_000;

let dir: string;
let setting: LauncherSetting;
let baseUrl: string;
let launcher: RunningLauncher | null = null;
/** An SMTP server that accepts connections and never answers: the first launcher's mail hangs in them. */
let silentSmtp: { server: Server; sockets: Set<Socket> } | null = null;

/** Starts `npm start`'s launcher over this file's folder; resolves when site and rooms answer. */
async function startOwnLauncher(): Promise<RunningLauncher> {
  launcher = await startLauncher(setting, { timeoutMs: START_TIMEOUT });
  return launcher;
}

/** Whether `pid` runs (a zombie that nobody reaped yet, e.g. an orphan of the killed launcher, does not). */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== '' && state !== 'Z' && state !== 'X';
}

const partyPid = async () => Number((await readFile(join(setting.dataDir, 'party.pid'), 'utf8')).trim());

/** Stops whatever this file started: the launcher's group and the game-room server's group. */
async function stopAll() {
  const pids = [launcher?.child.pid, await partyPid().catch(() => undefined)];
  for (const pid of pids) {
    if (!pid) continue;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await launcher?.exited;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-crash-'));
  // This run's build, copied: the launcher finds it up to date and serves it without building.
  await cp(inject('distDir'), join(dir, 'dist'), { recursive: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => server.listen(smtpPort, '127.0.0.1', done));
  silentSmtp = { server, sockets };
  setting = await launcherSetting(dir, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  baseUrl = setting.baseUrl;
  delete setting.env['GAME_SNAPSHOT_SECRET'];
  await startOwnLauncher();
}, START_TIMEOUT + 60_000);

afterAll(async () => {
  await stopAll();
  for (const socket of silentSmtp?.sockets ?? []) socket.destroy();
  await new Promise((done) => (silentSmtp ? silentSmtp.server.close(done) : done(undefined)));
  await rm(dir, { recursive: true, force: true });
});

/** What GET /api/v1/health says about the game rooms. */
async function roomsHealth(): Promise<{ status: string; restarts: number } | undefined> {
  const res = await fetch(`${baseUrl}/api/v1/health`);
  return ((await res.json()) as { data: { rooms?: { status: string; restarts: number } } }).data.rooms;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });

/** The text of each acknowledged save (field name -> text) and each acknowledged request's e-mail. */
const acknowledged = { saves: new Map<string, string>(), requests: new Set<string>() };
/** The save of each field that was sent but not answered when the server died (it may be stored). */
const unanswered = new Map<string, string>();
/** Requests in flight when the server died: their answers never came (they may or may not be stored). */
let lost = 0;

/** Saves `field` again and again with numbered texts until the server stops answering. */
async function keepSaving(cookie: string, name: string) {
  const draft = await fetch(`${baseUrl}/api/v1/page/get?includeDrafts=true&id=${PAGE.home}&locale=de`, {
    headers: { cookie },
  });
  type DraftGroup = { id: string; fields: Record<string, { revision: number } | undefined> };
  const { groups } = ((await draft.json()) as { data: { page: { groups: DraftGroup[] } } }).data.page;
  let revision = groups.find((g) => g.id === 'group-home-cta')?.fields[name]?.revision ?? null;
  for (let n = 1; ; n++) {
    const text = `Absturztest ${name} ${n}`;
    unanswered.set(name, text);
    const res = await post(
      '/data',
      {
        itemType: 'field',
        pageId: PAGE.home,
        groupId: 'group-home-cta',
        name,
        baseRevision: revision,
        data: { content: { locale: 'de', text } },
      },
      cookie,
    ).catch(() => null);
    if (res === null) return void (lost += 1);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { data: { item: { revision: number } } };
    revision = body.data.item.revision;
    acknowledged.saves.set(name, text);
  }
}

/** Sends contact requests one after another until the server stops answering. */
async function keepRequesting(lane: number) {
  for (let n = 1; ; n++) {
    const email = `absturz.${lane}.${n}@example.ch`;
    const res = await post(
      '/contact',
      validContactRequest({ email, fragenAnmerkungen: `Anfrage ${n} aus Reihe ${lane}` }),
    ).catch(() => null);
    if (res === null) return void (lost += 1);
    // The form's own limit answers 429 after a while: that request is refused, not acknowledged.
    if (res.status === 429) continue;
    expect(res.status, await res.clone().text()).toBe(200);
    acknowledged.requests.add(email);
  }
}

describe('npm start killed with kill -9 in the middle of saves and form posts', () => {
  it(
    'comes back on the same data: the rooms replaced, the database intact, nothing acknowledged lost',
    {
      timeout: START_TIMEOUT + 60_000,
    },
    async () => {
      const cookie = await signIn();
      const secretBefore = await readFile(join(setting.dataDir, 'game-snapshot-secret'), 'utf8');
      const oldParty = await partyPid();
      expect(await alive(oldParty)).toBe(true);

      const traffic = Promise.all([
        keepSaving(cookie, 'title'),
        keepSaving(cookie, 'description'),
        keepRequesting(1),
        keepRequesting(2),
      ]);
      // Kill in the middle: once a fair number of writes went through, with more in flight. (A lane
      // that fails stops the wait, and its own error is reported.)
      const settled = traffic.then(
        () => 'settled',
        () => 'failed',
      );
      await waitFor(
        async () => acknowledged.saves.size === 2 && acknowledged.requests.size >= 3,
        60_000,
        settled,
      ).catch(async (error: unknown) => {
        await traffic;
        throw error;
      });
      process.kill(launcher!.child.pid!, 'SIGKILL');
      await launcher!.exited;
      await traffic;
      expect(lost).toBe(4);
      // The game-room server has its own process group: the kill did not reach it.
      expect(await alive(oldParty)).toBe(true);

      // The killed server had claimed mail: its SMTP server never answered, so the leases stand.
      const claimed = await withDb(async (db) => {
        const rows = await db.execute(
          "SELECT count(*) FROM outbox WHERE status = 'sending' AND lease_owner IS NOT NULL AND next_attempt_at > ?",
          [new Date(Date.now() + 60_000).toISOString()],
        );
        return Number(rows.rows[0]?.[0]);
      });
      expect(claimed).toBeGreaterThan(0);

      // The restart delivers into .eml files (SMTP_URL unset).
      delete setting.env['SMTP_URL'];
      const restarted = await startOwnLauncher();
      expect(restarted.output()).not.toContain('EADDRINUSE');
      // Only drafts changed: no build (the pages at most re-rendered in process).
      expect(restarted.output()).not.toContain('building the site');
      expect(restarted.output()).not.toContain('running a full build');
      expect(restarted.output()).toContain('site is up to date');
      // The mail the killed server had claimed goes out now, not when its 5-minute lease ends.
      await waitFor(
        () =>
          withDb(async (db) => {
            const rows = await db.execute("SELECT count(*) FROM outbox WHERE status != 'delivered'");
            return Number(rows.rows[0]?.[0]) === 0;
          }),
        60_000,
        restarted.exited,
      );
      expect(restarted.output()).toContain('claimed by a process that is gone: sending now');
      expect(restarted.output()).toContain(`stopping the game-room server (pid ${oldParty})`);
      expect(await alive(oldParty)).toBe(false);
      const newParty = await partyPid();
      expect(newParty).not.toBe(oldParty);
      expect(await alive(newParty)).toBe(true);

      // The same secret for rooms and API: a room's snapshot is still accepted.
      const secret = await readFile(join(setting.dataDir, 'game-snapshot-secret'), 'utf8');
      expect(secret).toBe(secretBefore);
      const snapshot = await fetch(`${baseUrl}/api/v1/game/snapshot`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          authorization: `Bearer ${secret.trim()}`,
        },
        body: JSON.stringify({
          game: { id: 'crash-test', gameName: 'Nach dem Absturz', createdAt: new Date().toISOString() },
          players: [{ id: 'anna', playerName: 'Anna', createdAt: new Date().toISOString() }],
          holes: [{ pageId: 'h1', playerId: 'anna', score: 3, updatedAt: new Date().toISOString() }],
          secondLastPage: null,
          seq: 1,
        }),
      });
      expect(snapshot.status, await snapshot.clone().text()).toBe(200);

      await withDb(async (db) => {
        const check = await db.execute('PRAGMA integrity_check');
        expect(check.rows.map((row) => row[0])).toEqual(['ok']);
        for (const [name, text] of acknowledged.saves) {
          const row = await db.execute({
            sql: "SELECT content FROM fields WHERE group_id = 'group-home-cta' AND name = ?",
            args: [name],
          });
          // The acknowledged text, or the one sent after it if the server stored it before it died.
          const content = String(row.rows[0]?.[0]);
          const kept = [text, unanswered.get(name)].some(
            (t) => t !== undefined && content.includes(`"${t}"`),
          );
          expect(kept, `${name}: ${content}`).toBe(true);
        }
        const stored = await db.execute("SELECT payload FROM submissions WHERE kind = 'contact'");
        const emails = new Set(
          stored.rows.map((row) => (JSON.parse(String(row[0])) as { email: string }).email),
        );
        for (const email of acknowledged.requests) expect(emails.has(email), email).toBe(true);
      });
    },
  );

  it(
    'brings the game rooms back on the same port after kill -9 of the process that serves them',
    { timeout: 180_000 },
    async () => {
      await waitFor(async () => (await roomsHealth())?.status === 'up', 60_000);
      const before = (await roomsHealth())!.restarts;
      const wrapper = await partyPid();
      const [rooms] = await processesBelow(wrapper, 'workerd');
      expect(rooms, 'the workerd below party-dev').toBeGreaterThan(0);

      process.kill(rooms!, 'SIGKILL');
      await waitFor(async () => {
        const health = await roomsHealth();
        return health?.status === 'up' && health.restarts === before + 1;
      }, 120_000);
      // Its own server again, on the same port, recorded for the next start.
      const newWrapper = await partyPid();
      expect(newWrapper).not.toBe(wrapper);
      const [again] = await processesBelow(newWrapper, 'workerd');
      expect(again).toBeGreaterThan(0);
      expect((await fetch(`http://${setting.partyHost}/`).catch(() => null)) !== null).toBe(true);
      expect(launcher!.output()).toMatch(/game-room server on port \d+ is down: its port no longer accepts/);
      expect(launcher!.output()).toContain('game-room server is back on port');
    },
  );
});

/** Runs `use` with a client of the launcher's database (test-only direct access). */
async function withDb<T>(run: (db: Client) => Promise<T>): Promise<T> {
  const db: Client = createClient({ url: setting.env['DATABASE_URL']! });
  try {
    return await run(db);
  } finally {
    db.close();
  }
}
