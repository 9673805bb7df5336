/**
 * Fuzzing every JSON write endpoint of the app (read from the app) in-process over a temp
 * database, signed in as an admin from the site's own origin so the payloads reach validation and
 * the handlers: arbitrary JSON, objects built from the API's own field names and values, mutations
 * of valid requests, and raw text that is no JSON. No answer may be a 5xx (bad input gets a 4xx).
 *
 * Runs FUZZ_RUNS payloads per endpoint: 40 in `npm run test:unit` (CI), 10,000 in
 * `npm run test:fuzz`. A failure prints the endpoint, the payload and fast-check's seed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CONTACT_FORM_GROUP_ID } from '../../db/seed/content/contact.ts';
import { DEMO, MEDIA, PAGE, PHOTO } from '../../db/seed/ids.ts';
import * as changelogApi from '../../src/lib/api/changelog.ts';
import * as collectionApi from '../../src/lib/api/collection.ts';
import * as commonApi from '../../src/lib/api/common.ts';
import * as fieldApi from '../../src/lib/api/field.ts';
import * as groupApi from '../../src/lib/api/group.ts';
import * as jobsApi from '../../src/lib/api/jobs.ts';
import * as magazineApi from '../../src/lib/api/magazine.ts';
import * as marketplaceApi from '../../src/lib/api/marketplace.ts';
import * as mediaApi from '../../src/lib/api/media.ts';
import * as navigationApi from '../../src/lib/api/navigation.ts';
import * as pagesApi from '../../src/lib/api/pages.ts';
import * as publishApi from '../../src/lib/api/publish.ts';
import * as saveApi from '../../src/lib/api/save.ts';
import * as settingsApi from '../../src/lib/api/settings.ts';
import * as translationApi from '../../src/lib/api/translation.ts';
import * as contactForm from '../../src/lib/forms/contact.ts';
import * as sponsorForm from '../../src/lib/forms/sponsor.ts';
import { validContactForm } from '../../src/lib/forms/test-fixtures.ts';
import * as gameProtocol from '../../src/game/protocol.ts';
import { createApp } from '../../functions/app.ts';
import {
  ORIGIN,
  databaseFingerprint,
  openSecurityApp,
  writeRoutes,
  type SecurityApp,
  type WriteRoute,
} from './support.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40);
const SNAPSHOT_SECRET = 'fuzz-snapshot-secret';

let s: SecurityApp;
let app: ReturnType<typeof createApp>;
let cookie = '';

beforeAll(async () => {
  s = await openSecurityApp('fuzz');
  // A configured translator (it echoes), so valid translation requests answer 200, not 503.
  app = createApp({
    db: s.handle.db,
    services: {
      auth: s.auth,
      translation: { configured: true, translate: async (texts) => [...texts] },
    },
  });
  cookie = await s.signInAdmin();
});
afterAll(async () => {
  await s.close();
});

/** Field names and literal values of every request schema, collected from the schemas themselves. */
function vocabulary(modules: object[]) {
  const keys = new Set<string>();
  const values = new Set<string | number | boolean>();
  const seen = new Set<unknown>();
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || seen.has(node) || depth > 30) return;
    seen.add(node);
    const schema = node as Record<string, unknown>;
    if (schema['kind'] !== 'schema') return;
    const entries = schema['entries'];
    if (entries && typeof entries === 'object') {
      for (const [key, entry] of Object.entries(entries)) {
        keys.add(key);
        walk(entry, depth + 1);
      }
    }
    const literal = schema['literal'];
    if (['string', 'number', 'boolean'].includes(typeof literal)) values.add(literal as string);
    const options = schema['options'];
    if (Array.isArray(options))
      for (const option of options)
        if (['string', 'number'].includes(typeof option)) values.add(option as string);
        else walk(option, depth + 1);
    for (const inner of ['item', 'wrapped', 'key', 'value', 'pipe', 'items'])
      if (Array.isArray(schema[inner])) for (const item of schema[inner] as unknown[]) walk(item, depth + 1);
      else walk(schema[inner], depth + 1);
  };
  for (const module of modules) for (const value of Object.values(module)) walk(value, 0);
  return { keys: [...keys], values: [...values] };
}

const words = vocabulary([
  changelogApi,
  collectionApi,
  commonApi,
  fieldApi,
  groupApi,
  jobsApi,
  magazineApi,
  marketplaceApi,
  mediaApi,
  navigationApi,
  pagesApi,
  publishApi,
  saveApi,
  settingsApi,
  translationApi,
  contactForm,
  sponsorForm,
  gameProtocol,
]);

/** Ids that exist in the seeded database, so payloads reach past "not found". */
const knownIds = [
  ...Object.values(PAGE),
  ...Object.values(MEDIA),
  ...Object.values(PHOTO),
  ...(Object.values(DEMO) as unknown[]).flatMap((id) =>
    typeof id === 'string'
      ? [id]
      : Array.isArray(id)
        ? id.map(String)
        : id && typeof id === 'object'
          ? Object.values(id).map(String)
          : [],
  ),
  CONTACT_FORM_GROUP_ID,
  'group-home-hero',
  'group-home-cta',
  'field-home-hero-kicker',
];

/** Valid requests of some endpoints, to mutate. */
const validRequests: Record<string, unknown[]> = {
  'POST /api/v1/data': [
    {
      itemType: 'field',
      pageId: PAGE.home,
      groupId: 'group-home-cta',
      name: 'title',
      baseRevision: 1,
      data: { content: { locale: 'de', text: 'Hallo' } },
    },
    richTextSave(richTextDoc(3)),
  ],
  'POST /api/v1/field/visibility': [
    { fieldId: 'field-home-hero-kicker', fieldName: 'kicker', groupId: 'group-home-hero', visible: false },
  ],
  'PUT /api/v1/field/visibility': [
    { fieldId: 'field-home-hero-kicker', fieldName: 'kicker', groupId: 'group-home-hero', visible: true },
  ],
  'POST /api/v1/group/add': [{ pageId: PAGE.home, groupName: 'cta', nextTo: 'group-home-hero' }],
  'POST /api/v1/group/meta': [
    { pageId: PAGE.home, groupId: 'group-home-cta', meta: { disallowedLanguages: ['en'] } },
  ],
  'PUT /api/v1/group/meta': [
    { pageId: PAGE.home, groupId: 'group-home-cta', meta: { disallowedLanguages: [] } },
  ],
  'POST /api/v1/group/sort': [{ pageId: PAGE.home, groupId: 'group-home-cta', direction: 'up' }],
  'POST /api/v1/group/status': [
    {
      pageId: PAGE.home,
      groupId: 'group-home-about',
      from: 'markedForDeletion',
      to: 'published',
      revalidationTag: 'pageStatus',
    },
  ],
  'POST /api/v1/page/update': [{ id: PAGE.imprint, slug: { de: 'impressum-neu' } }],
  'POST /api/v1/page/remove': [{ id: 'page-nope' }],
  'POST /api/v1/page/publish': [{ id: PAGE.contact }],
  'POST /api/v1/page/revert': [{ id: PAGE.contact }],
  'POST /api/v1/settings/editorLocale': [{ locale: 'fr' }],
  'POST /api/v1/revalidate/tag': [{ tag: 'pages' }],
  'POST /api/v1/changelog': [{ dates: ['2020-01-01'] }],
  'POST /api/v1/translation': [{ pageId: PAGE.home, fieldId: 'field-home-hero-title', from: 'de', to: 'en' }],
  'POST /api/v1/media/update': [{ media: { id: MEDIA.lea, tags: ['schaufenster'] } }],
  'POST /api/v1/contact': [{ groupId: CONTACT_FORM_GROUP_ID, lang: 'de', ...validContactForm() }],
  'POST /api/v1/aspectSponsorForm': [
    {
      groupId: DEMO.sponsorFormGroupId,
      lang: 'de',
      ...sponsorForm.emptySponsorForm(),
      standprasenz6m: true,
      company: 'Brillenglas AG',
      contactName: 'Eva Muster',
      phone: '+41 52 123 45 67',
      email: 'eva.muster@brillenglas.ch',
    },
  ],
  'POST /api/v1/game/snapshot': [
    {
      game: { id: 'game1', gameName: 'Game 22.11.2026', createdAt: '2026-11-22T10:00:00.000Z' },
      players: [{ id: 'anna', playerName: 'Anna', createdAt: '2026-11-22T10:01:00.000Z' }],
      holes: [{ pageId: 'h1', playerId: 'anna', score: 3, updatedAt: '2026-11-22T10:05:00.000Z' }],
      secondLastPage: null,
      seq: 1,
    },
  ],
  'POST /api/v1/auth/*': [{ email: 'nobody@optik.test', password: 'not-the-password' }],
};

/** A ProseMirror document `depth` levels deep. */
function richTextDoc(depth: number): unknown {
  let node: unknown = { type: 'text', text: 'tief' };
  for (let i = 0; i < depth; i++) node = { type: i % 2 ? 'paragraph' : 'blockquote', content: [node] };
  return { type: 'doc', content: [node] };
}

/** A rich-text field save carrying `doc`. */
function richTextSave(doc: unknown) {
  return {
    itemType: 'field',
    pageId: PAGE.home,
    groupId: 'group-home-about',
    name: 'text',
    baseRevision: null,
    data: { content: { locale: 'de', text: 'tief', json: doc } },
  };
}

const edgeValues = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  '',
  ' ',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "'; drop table pages; --",
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'x'.repeat(70_000),
  '9'.repeat(400),
  '2026-02-30',
  'javascript:alert(1)',
  [],
  {},
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  edgeValues,
  fc.constantFrom(...words.values),
  fc.constantFrom(...knownIds),
  fc.integer(),
  fc.string({ maxLength: 40 }),
);

/** Objects made of the API's field names (often past the first validation layers). */
const shaped: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.dictionary(fc.constantFrom(...words.keys), tie('node'), { maxKeys: 8 }),
    fc.array(tie('node'), { maxLength: 4 }),
  ),
})).node;

type Path = (string | number)[];
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (value && typeof value === 'object' && out.length < 200)
    for (const [key, inner] of Object.entries(value))
      paths(inner, [...prefix, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

/** Replaces (or deletes, or wraps deeply) the value at a path of a copy of `base`. */
function mutate(base: unknown, at: number, op: number, replacement: unknown): unknown {
  const copy = structuredClone(base);
  const all = paths(copy);
  const path = all[at % all.length] ?? [];
  if (path.length === 0) return replacement;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy) as
    Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1]!;
  const current = (parent as Record<string | number, unknown>)[key];
  if (op === 0) delete (parent as Record<string | number, unknown>)[key];
  else if (op === 1) (parent as Record<string | number, unknown>)[key] = replacement;
  else if (op === 2) (parent as Record<string | number, unknown>)[key] = [current, current];
  else if (op === 3)
    (parent as Record<string | number, unknown>)[key] = { value: current, extra: replacement };
  else (parent as Record<string | number, unknown>)[key] = nest(current, 100 + (at % 3000));
  return copy;
}

function nest(value: unknown, depth: number): unknown {
  let node = value;
  for (let i = 0; i < depth; i++) node = i % 2 ? [node] : { content: node };
  return node;
}

/** Text that is not (valid) JSON, or is JSON of an extreme shape. */
const rawText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '1e999999',
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  ),
);

function payloads(route: WriteRoute): fc.Arbitrary<string> {
  const valid = validRequests[`${route.method} ${route.pattern}`] ?? [];
  const mutations = valid.length
    ? [
        fc
          .tuple(fc.constantFrom(...valid), fc.nat(), fc.nat({ max: 4 }), leaf)
          .map(([base, at, op, replacement]) => JSON.stringify(mutate(base, at, op, replacement))),
      ]
    : [];
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    shaped.map((value) => JSON.stringify(value)),
    rawText,
    ...mutations,
  );
}

/** Answers per endpoint and status, to see where the payloads got to. */
const answers = new Map<string, Map<number, number>>();

let client = 0;
async function send(route: WriteRoute, body: string): Promise<number> {
  client += 1;
  const res = await app.request(
    route.path,
    {
      method: route.method,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie,
        authorization: `Bearer ${SNAPSHOT_SECRET}`,
        // Each request from its own address: rate limits would hide the handlers behind 429s.
        'cf-connecting-ip': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body,
    },
    { GAME_SNAPSHOT_SECRET: SNAPSHOT_SECRET },
  );
  await res.arrayBuffer();
  const key = `${route.method} ${route.pattern}`;
  const counts = answers.get(key) ?? new Map<number, number>();
  counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  answers.set(key, counts);
  return res.status;
}

describe(`fuzzing every JSON write endpoint (${RUNS} payloads each)`, () => {
  it('answers every payload with less than 500', async () => {
    const routes = writeRoutes(app).filter((route) => route.pattern !== '/api/v1/media/upload/:id');
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(payloads(route), async (body) => (await send(route, body)) < 500),
        { numRuns: RUNS },
      );
      if (result.failed)
        failures.push(
          `${route.method} ${route.path} (seed ${result.seed}): ${String(result.counterexample?.[0]).slice(0, 300)}`,
        );
    }
    if (process.env['FUZZ_REPORT'])
      for (const [key, counts] of answers)
        console.log(key, JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b))));
    expect(failures).toEqual([]);
    // The payloads reach the handlers: valid mutations are accepted somewhere, not only refused.
    const accepted = [...answers.values()].filter((counts) =>
      [...counts.keys()].some((status) => status < 300),
    );
    expect(accepted.length).toBeGreaterThan(0);
  }, 600_000);

  it('answers a deeply nested rich-text document with 400 and stores nothing', async () => {
    const route = { method: 'POST', pattern: '/api/v1/data', path: '/api/v1/data' };
    const before = await databaseFingerprint(s.handle);
    for (const depth of [2_000, 5_000, 10_000]) {
      // Written as text: JSON.stringify itself would overflow the test's stack this deep.
      const doc =
        '{"type":"doc","content":[' +
        '{"type":"paragraph","content":['.repeat(depth) +
        '{"type":"text","text":"tief"}' +
        ']}'.repeat(depth) +
        ']}';
      const body = JSON.stringify(richTextSave('DOC')).replace('"DOC"', doc);
      expect(body.length).toBeLessThan(512 * 1024);
      expect(await send(route, body), `depth ${depth}`).toBe(400);
    }
    expect(await databaseFingerprint(s.handle)).toBe(before);
    // A document of an ordinary depth passes validation (412: the field exists, so the save
    // would need its revision).
    expect(await send(route, JSON.stringify(richTextSave(richTextDoc(20))))).toBe(412);
  });

  it('the vocabulary was read from the schemas', () => {
    expect(words.keys).toEqual(expect.arrayContaining(['pageId', 'groupId', 'baseRevision', 'email']));
    expect(v.is(v.array(v.string()), words.keys)).toBe(true);
  });
});
