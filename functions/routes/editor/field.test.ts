/** PUT/POST /field/visibility over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { call, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

const heroKicker = async () =>
  (await loadSite(t.db, 'draft')).pages
    .find((p) => p.id === PAGE.home)!
    .groups.find((g) => g.id === 'group-home-hero')!.fields['kicker']!;

describe('/api/v1/field/visibility', () => {
  it('hides and shows a field (POST and PUT)', async () => {
    const body = { fieldId: 'field-home-hero-kicker', fieldName: 'kicker', groupId: 'group-home-hero' };
    const hidden = await call(app, '/field/visibility', { ...body, visible: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.field).toMatchObject({ id: 'field-home-hero-kicker', visible: false });
    expect((await heroKicker()).visible).toBe(false);
    const shown = await call(app, '/field/visibility', { ...body, visible: true }, { method: 'PUT' });
    expect(shown.status).toBe(200);
    expect((await heroKicker()).visible).toBe(true);
  });

  it('creates a field that does not exist yet', async () => {
    const res = await call(app, '/field/visibility', {
      fieldId: null,
      fieldName: 'image',
      groupId: 'group-home-cta',
      visible: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.field).toMatchObject({ name: 'image', groupId: 'group-home-cta', visible: false });
  });

  it('answers 404 for an unknown group', async () => {
    const res = await call(app, '/field/visibility', {
      fieldId: null,
      fieldName: 'title',
      groupId: 'group-nope',
      visible: false,
    });
    expect(res.status).toBe(404);
  });
});
