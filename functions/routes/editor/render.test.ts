/** A save answers before its pages are rendered: the ticket header, GET /render/status, POST /render/retry. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/lib/api/common.ts';
import { RENDER_TICKET_HEADER, RenderStatusResponseSchema } from '../../../src/lib/api/render.ts';
import { SettingsDraftResponseSchema } from '../../../src/lib/api/settings.ts';
import { createApp } from '../../app.ts';
import type { PublishedChange } from '../../services/rebuild.ts';
import { backgroundRebuild } from '../../services/render-status.ts';
import { call, fakeAuth, freshDb, type TestDb } from './test-support.ts';

let t: TestDb;
/** Renders that have started and not finished: the test finishes or fails them. */
const running: { change: PublishedChange; finish: () => void; fail: (error: Error) => void }[] = [];
const tracker = backgroundRebuild(
  { afterPublish: (change) => new Promise((finish, fail) => running.push({ change, finish, fail })) },
  { log: () => {} },
);
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await freshDb();
  app = createApp({
    db: t.db,
    services: { auth: fakeAuth, rebuild: tracker.rebuild, renderStatus: tracker },
  });
});
afterAll(async () => t.close());

const status = async () =>
  v.parse(successSchema(RenderStatusResponseSchema), (await call(app, '/render/status')).body).data;

/** A settings save as the panel sends it, the raw response kept for its headers. */
async function saveFooter(street: string): Promise<Response> {
  const draft = v.parse(
    successSchema(SettingsDraftResponseSchema),
    (await call(app, '/settings/draft')).body,
  ).data;
  const footer = { ...draft.settings.footer, street, useBusinessDataFromLookUp: false };
  return app.request('/api/v1/settings', {
    method: 'POST',
    headers: { 'x-test-editor': '1', origin: 'http://localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ baseRevision: draft.revision, settings: { footer } }),
  });
}

describe('saves answer before the re-render', () => {
  it('answers the save with its ticket while the render still runs, then reports it live', async () => {
    const res = await saveFooter('Seestrasse 1');
    expect(res.status).toBe(200);
    expect(res.headers.get(RENDER_TICKET_HEADER)).toBe('1');
    expect(running).toHaveLength(1);
    expect(await status()).toEqual({ requested: 1, done: 0, failed: null });
    running[0]!.finish();
    await tracker.settled();
    expect(await status()).toEqual({ requested: 1, done: 1, failed: null });
  });

  it('names no ticket on an answer that started no render', async () => {
    const res = await app.request('/api/v1/settings/draft', { headers: { 'x-test-editor': '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get(RENDER_TICKET_HEADER)).toBeNull();
  });

  it('reports a failed render, and a retry renders the whole site and heals it', async () => {
    await saveFooter('Seestrasse 2');
    running[1]!.fail(new Error('the server bundle is missing'));
    await tracker.settled();
    expect((await status()).failed).toEqual({ ticket: 2, message: 'the server bundle is missing' });

    const retry = await call(app, '/render/retry', {});
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual({ ticket: 3 });
    expect(running[2]!.change).toEqual({ pageIds: [], wholeSite: true, removedPaths: [] });
    running[2]!.finish();
    await tracker.settled();
    expect(await status()).toEqual({ requested: 3, done: 3, failed: null });
  });

  it('tells only editors', async () => {
    expect((await call(app, '/render/status', undefined, { editor: false })).status).toBe(401);
    expect((await call(app, '/render/retry', {}, { editor: false })).status).toBe(401);
  });
});

describe('without a background renderer (Workers)', () => {
  it('reads as done: the publish was live when it answered', async () => {
    const plain = createApp({ db: t.db, services: { auth: fakeAuth } });
    const res = await plain.request('/api/v1/render/status', { headers: { 'x-test-editor': '1' } });
    expect(await res.json()).toEqual({ success: true, data: { requested: 0, done: 0, failed: null } });
  });
});
