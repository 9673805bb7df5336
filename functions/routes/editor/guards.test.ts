/**
 * Every editor route, the same four checks: no session -> 401, a foreign Origin -> 403 (writes),
 * bad input -> 400, and in all three cases no content row changed; then the happy path, whose
 * answer must match the shared contract in src/lib/api/.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, groups } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import { DraftPageResponseSchema } from '../../../src/lib/api/draft.ts';
import { FieldVisibilityResponseSchema } from '../../../src/lib/api/field.ts';
import {
  GroupAddResponseSchema,
  GroupMetaResponseSchema,
  GroupRemoveResponseSchema,
  GroupSortResponseSchema,
  GroupStatusResponseSchema,
  GroupVisibilityResponseSchema,
} from '../../../src/lib/api/group.ts';
import {
  PublicationStatusResponseSchema,
  TranslationStatusResponseSchema,
} from '../../../src/lib/api/page.ts';
import {
  PublishResponseSchema,
  RevalidateTagResponseSchema,
  RevertAllResponseSchema,
  RevertResponseSchema,
} from '../../../src/lib/api/publish.ts';
import { SaveResponseSchema } from '../../../src/lib/api/save.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

const HOME = PAGE.home;
const revisionOf = async (id: string) =>
  (await t.db.select({ r: fields.revision }).from(fields).where(eq(fields.id, id)))[0]!.r;
const groupRevisionOf = async (id: string) =>
  (await t.db.select({ r: groups.revision }).from(groups).where(eq(groups.id, id)))[0]!.r;

interface RouteCase {
  /** The answer's data schema from the contract. */
  response: v.GenericSchema;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A valid body (or query string for GETs). */
  valid: () => Promise<unknown>;
  /** Bodies (or query strings) that must be refused with 400. */
  invalid: unknown[];
}

const cases: RouteCase[] = [
  {
    response: SaveResponseSchema,
    method: 'POST',
    path: '/data',
    valid: async () => ({
      itemType: 'field',
      pageId: HOME,
      groupId: 'group-home-hero',
      name: 'title',
      baseRevision: await revisionOf('field-home-hero-title'),
      data: { content: { locale: 'de', text: 'Geänderter Titel' } },
    }),
    invalid: [
      {},
      { itemType: 'box', pageId: HOME },
      {
        itemType: 'field',
        pageId: HOME,
        groupId: 'group-home-hero',
        name: 'title',
        baseRevision: 0,
        data: {},
      },
      {
        itemType: 'field',
        pageId: HOME,
        groupId: 'group-home-hero',
        name: 'title',
        baseRevision: -1,
        data: { content: { locale: 'de', text: 'x' } },
      },
      {
        itemType: 'field',
        pageId: HOME,
        groupId: 'group-home-hero',
        name: 'title',
        baseRevision: 0,
        data: { content: { locale: 'it', text: 'x' } },
      },
      {
        itemType: 'group',
        pageId: HOME,
        groupId: 'group-home-hero',
        baseRevision: 0,
        data: { options: { alignment: 'diagonal' } },
      },
      { itemType: 'page', pageId: HOME, baseRevision: 0, data: { options: { slug: 'x' } } },
      {
        itemType: 'field',
        pageId: '../etc',
        groupId: null,
        name: 'x',
        baseRevision: null,
        data: { visible: true },
      },
      'not an object',
    ],
  },
  {
    response: FieldVisibilityResponseSchema,
    method: 'POST',
    path: '/field/visibility',
    valid: async () => ({
      fieldId: 'field-home-hero-kicker',
      fieldName: 'kicker',
      groupId: 'group-home-hero',
      visible: false,
    }),
    invalid: [
      {},
      { fieldId: 'field-home-hero-kicker', fieldName: 'kicker', groupId: 'group-home-hero', visible: 'no' },
      { fieldId: null, fieldName: 'kicker', groupId: null, visible: true },
      { fieldId: 'field-home-hero-kicker', fieldName: 'title', groupId: 'group-home-hero', visible: true },
    ],
  },
  {
    response: FieldVisibilityResponseSchema,
    method: 'PUT',
    path: '/field/visibility',
    valid: async () => ({
      fieldId: 'field-home-hero-kicker',
      fieldName: 'kicker',
      groupId: 'group-home-hero',
      visible: true,
    }),
    invalid: [{ fieldId: 1 }],
  },
  {
    response: GroupAddResponseSchema,
    method: 'POST',
    path: '/group/add',
    valid: async () => ({ pageId: HOME, groupName: 'cta', nextTo: 'group-home-hero' }),
    invalid: [
      {},
      { pageId: HOME, groupName: 'teamDetails', nextTo: null },
      { pageId: HOME, groupName: 'nope', nextTo: null },
      { pageId: HOME, groupName: 'cta', nextTo: null, position: 'inside' },
      { pageId: HOME, groupName: 'cta' },
    ],
  },
  {
    response: GroupSortResponseSchema,
    method: 'POST',
    path: '/group/sort',
    valid: async () => ({ pageId: HOME, groupId: 'group-home-cta', direction: 'up' }),
    invalid: [{}, { pageId: HOME, groupId: 'group-home-cta', direction: 'left' }],
  },
  {
    response: GroupStatusResponseSchema,
    method: 'POST',
    path: '/group/status',
    valid: async () => ({
      pageId: HOME,
      groupId: 'group-home-spacer',
      from: 'published',
      to: 'markedForDeletion',
    }),
    invalid: [
      {},
      { pageId: HOME, groupId: 'group-home-spacer', from: 'published', to: 'gone' },
      { pageId: HOME, groupId: 'group-home-spacer', from: 'published', to: 'markedForDeletion', extra: 1 },
    ],
  },
  {
    response: GroupRemoveResponseSchema,
    method: 'POST',
    path: '/group/remove',
    valid: async () => ({ pageId: HOME, groupId: 'group-home-about' }),
    invalid: [{}, { pageId: HOME }, { pageId: HOME, groupId: '' }],
  },
  {
    response: GroupVisibilityResponseSchema,
    method: 'POST',
    path: '/group/visibility',
    valid: async () => ({
      pageId: HOME,
      groupId: 'group-home-cta',
      visibleFields: { title: true, button: true },
    }),
    invalid: [
      {},
      { pageId: HOME, groupId: 'group-home-cta', visibleFields: {} },
      { pageId: HOME, groupId: 'group-home-cta', visibleFields: { title: 'yes' } },
      { pageId: HOME, groupId: 'group-home-cta', visibleFields: { nope: true } },
    ],
  },
  {
    response: GroupVisibilityResponseSchema,
    method: 'PUT',
    path: '/group/visibility',
    valid: async () => ({ pageId: HOME, groupId: 'group-home-cta', visibleFields: { title: true } }),
    invalid: [{ pageId: HOME }],
  },
  {
    response: GroupMetaResponseSchema,
    method: 'POST',
    path: '/group/meta',
    valid: async () => ({ pageId: HOME, groupId: 'group-home-cta', meta: { disallowedLanguages: [] } }),
    invalid: [
      {},
      { pageId: HOME, groupId: 'group-home-cta', meta: { disallowedLanguages: ['xx'] } },
      { pageId: HOME, groupId: 'group-home-cta', meta: {} },
    ],
  },
  {
    response: GroupMetaResponseSchema,
    method: 'PUT',
    path: '/group/meta',
    valid: async () => ({ pageId: HOME, groupId: 'group-home-cta', meta: { disallowedLanguages: [] } }),
    invalid: [{ pageId: HOME, groupId: 'group-home-cta' }],
  },
  {
    response: PublicationStatusResponseSchema,
    method: 'GET',
    path: '/page/status/publication',
    valid: async () => `id=${HOME}`,
    invalid: ['', 'id=', 'id=%3Cscript%3E'],
  },
  {
    response: TranslationStatusResponseSchema,
    method: 'GET',
    path: '/page/status/translation',
    valid: async () => `id=${HOME}`,
    invalid: ['', 'id=a%20b'],
  },
  {
    response: PublishResponseSchema,
    method: 'POST',
    path: '/page/publish',
    valid: async () => ({ id: PAGE.imprint }),
    invalid: [{}, { id: 5 }, { id: PAGE.imprint, extra: true }],
  },
  {
    response: RevertResponseSchema,
    method: 'POST',
    path: '/page/revert',
    valid: async () => ({ id: PAGE.terms }),
    invalid: [{}, { id: null }],
  },
  {
    response: RevertAllResponseSchema,
    method: 'POST',
    path: '/page/revertAll',
    valid: async () => ({}),
    invalid: [{ id: HOME }, 'x'],
  },
  {
    response: RevalidateTagResponseSchema,
    method: 'POST',
    path: '/revalidate/tag',
    valid: async () => ({ tag: 'pageStatus' }),
    invalid: [{}, { tag: 'everything' }],
  },
  {
    response: DraftPageResponseSchema,
    method: 'GET',
    path: '/page/get',
    valid: async () => `includeDrafts=true&locale=de&slug=`,
    invalid: ['includeDrafts=true', 'includeDrafts=maybe&slug=', 'includeDrafts=true&locale=xx&slug='],
  },
];

function send(c: RouteCase, input: unknown, opts: { editor?: boolean; origin?: string | null } = {}) {
  if (c.method === 'GET')
    return call(app, `${c.path}?${String(input)}`, undefined, { ...opts, method: 'GET' });
  return call(app, c.path, input, { ...opts, method: c.method });
}

describe.each(cases)('$method $path', (c) => {
  it('answers 401 without a session and changes nothing', async () => {
    const before = await dumpContent(t.db);
    const res = await send(c, await c.valid(), { editor: false });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    expect(await dumpContent(t.db)).toBe(before);
  });

  if (c.method !== 'GET') {
    it('answers 403 to a foreign origin and changes nothing', async () => {
      const before = await dumpContent(t.db);
      const foreign = await send(c, await c.valid(), { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatchObject({ success: false, error: { code: 'forbidden_origin' } });
      const none = await send(c, await c.valid(), { origin: null });
      expect(none.status).toBe(403);
      expect(await dumpContent(t.db)).toBe(before);
    });
  }

  it('answers 400 to bad input and changes nothing', async () => {
    const before = await dumpContent(t.db);
    for (const input of c.invalid) {
      const res = await send(c, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'invalid_input' } });
    }
    if (c.method !== 'GET') {
      const malformed = await call(app, c.path, undefined, { method: c.method, raw: '{"broken' });
      expect(malformed.status).toBe(400);
    }
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers the contract on the happy path', async () => {
    const res = await send(c, await c.valid());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = v.safeParse(successSchema(c.response), res.body);
    expect(parsed.issues ?? []).toEqual([]);
  });
});

describe('editor routes', () => {
  it('leave the public page routes open', async () => {
    const res = await call(app, '/page/get?locale=de&slug=', undefined, { editor: false });
    expect(res.status).toBe(200);
    const info = await call(app, `/page/info?id=${HOME}`, undefined, { editor: false });
    expect(info.status).toBe(200);
  });

  it('refuse bodies over the size limit with 413', async () => {
    const revision = await groupRevisionOf('group-home-hero');
    const before = await dumpContent(t.db);
    const res = await call(app, '/data', {
      itemType: 'group',
      pageId: HOME,
      groupId: 'group-home-hero',
      baseRevision: revision,
      data: { options: { alignment: 'x'.repeat(600 * 1024) } },
    });
    expect(res.status).toBe(413);
    expect(await dumpContent(t.db)).toBe(before);
  });
});
