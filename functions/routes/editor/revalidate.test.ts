/** POST /revalidate/tag over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '../../../src/lib/api/common.ts';
import { call, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

describe('POST /api/v1/revalidate/tag', () => {
  it.each(CACHE_TAGS)('confirms the cache tag %s', async (tag) => {
    const res = await call(app, '/revalidate/tag', { tag });
    expect(res).toEqual({ status: 200, body: { success: true, data: { tag, revalidated: true } } });
  });
  it('refuses unknown tags', async () => {
    expect((await call(app, '/revalidate/tag', { tag: 'group-home-hero' })).status).toBe(400);
  });
});
