/**
 * The form kit on its own, with a small test form mounted in a bare app over a fresh seeded
 * database: the trap answers like success, the rate limit counts per client, the body limit
 * refuses a large body with or without Content-Length (a chunked stream is not read whole), the
 * envelope, the published form and the fields are checked in that order, and a refusal from inside
 * the transaction stores nothing.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { outbox, submissions } from '../../db/schema.ts';
import { LocaleSchema } from '../../src/lib/content.ts';
import { handleError } from '../errors.ts';
import { defaultServices, type AppEnv } from '../types.ts';
import { FormRefused, SENT, defineFormRoute } from './define-form-route.ts';
import { FORM_TEST_NOW, setUpFormTestApp } from './test-app.ts';

const { t } = setUpFormTestApp('form-kit', '/unused', '10.9.0.');

const LIMIT = { limit: 3, windowMs: 60_000 } as const;
const MAX_BYTES = 1024;

/** The test form: one required name; a form id 'closed' is refused, 'missing' is not live. */
function testApp() {
  let nextClient = 0;
  const stored: string[] = [];
  const form = defineFormRoute({
    kind: 'contact',
    fields: v.object({
      name: v.optional(v.pipe(v.string('nameRequired'), v.minLength(1, 'nameRequired')), ''),
      website: v.optional(v.string(), ''),
    }),
    envelope: v.object({ groupId: v.pipe(v.string(), v.minLength(1)), lang: v.optional(LocaleSchema) }),
    fieldErrors: (issues) =>
      Object.fromEntries(issues.map((issue) => [String(issue.path?.[0]?.key), issue.message])),
    rateLimit: LIMIT,
    maxBodyBytes: MAX_BYTES,
    openForm: async (_c, { groupId }) => {
      if (groupId === 'closed') throw new FormRefused(409, 'bookings_closed', {});
      return groupId === 'missing' ? null : { id: groupId };
    },
    submission: async (c, { values, form: opened, locale, businessName, now }) => {
      if (values.name === 'refuse') return c.json({ success: false as const }, 422);
      stored.push(`${opened.id}:${values.name}:${locale}:${now.toISOString()}`);
      return {
        payload: { ...values, groupId: opened.id },
        mails: [
          { purpose: 'confirmation', language: locale, to: 'a@example.ch', subject: businessName, text: 'x' },
        ],
        within: async () => {
          if (values.name === 'full') throw new FormRefused(409, 'fully_booked', { items: ['x'] }, 'x');
        },
      };
    },
  });
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', t.handle.db);
      c.set('services', {
        ...defaultServices(),
        now: () => FORM_TEST_NOW,
        outbox: { wake: () => void t.wakes++ },
      });
      await next();
    })
    .route('/form', form);
  app.onError(handleError);

  const post = async (
    body: BodyInit,
    opts: { client?: string; headers?: Record<string, string>; stream?: boolean } = {},
  ) => {
    const res = await app.request('/form?lang=en', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': opts.client ?? `10.9.0.${++nextClient}`,
        ...opts.headers,
      },
      body,
      ...(opts.stream ? { duplex: 'half' } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { post, stored };
}

async function storedCount() {
  const count = async (table: typeof submissions | typeof outbox) =>
    (await t.handle.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
  return { submissions: await count(submissions), outbox: await count(outbox) };
}

/** A body that streams `total` bytes in chunks of 256 when pulled, counting what was pulled. */
function chunkedBody(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode(' '.repeat(256));
  const head = new TextEncoder().encode('{"groupId":"g","name":"');
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pulled.bytes === 0 ? head : chunk;
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, pulled };
}

const json = (body: unknown) => JSON.stringify(body);

describe('defineFormRoute', () => {
  it('stores a valid submission with its mails in the body language, else the request language', async () => {
    const { post, stored } = testApp();
    const before = await storedCount();
    expect(await post(json({ groupId: 'g', lang: 'de', name: 'Anna' }))).toEqual({ status: 200, body: SENT });
    expect(await post(json({ groupId: 'g', name: 'Beat' }))).toEqual({ status: 200, body: SENT });
    expect(stored).toEqual([
      `g:Anna:de:${FORM_TEST_NOW.toISOString()}`,
      `g:Beat:en:${FORM_TEST_NOW.toISOString()}`,
    ]);
    expect(await storedCount()).toEqual({
      submissions: before.submissions + 2,
      outbox: before.outbox + 2,
    });
    expect(t.wakes).toBe(2);
  });

  it('answers a filled trap exactly like a success, even for an invalid body, and stores nothing', async () => {
    const { post, stored } = testApp();
    const before = await storedCount();
    const real = await post(json({ groupId: 'g', name: 'Anna' }));
    expect(await post(json({ groupId: 'g', name: 'Anna', website: 'https://spam.example' }))).toEqual(real);
    expect(await post(json({ website: 'x' }))).toEqual(real);
    expect(await post(json({ groupId: 'missing', website: 'x' }))).toEqual(real);
    expect(stored).toHaveLength(1);
    expect(await storedCount()).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 1 });
    expect(t.wakes).toBe(1);
  });

  it(`limits a client to ${LIMIT.limit} requests (trapped and invalid ones included), others unaffected`, async () => {
    const { post } = testApp();
    const client = '203.0.113.50';
    expect((await post(json({ groupId: 'g', name: 'Anna' }), { client })).status).toBe(200);
    expect((await post(json({ groupId: 'g', website: 'x' }), { client })).status).toBe(200);
    expect((await post(json({ groupId: 'g', name: '' }), { client })).status).toBe(400);
    const limited = await post(json({ groupId: 'g', name: 'Anna' }), { client });
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect((await post(json({ groupId: 'g', name: 'Anna' }), { client: '203.0.113.51' })).status).toBe(200);
  });

  it('refuses a body over the limit by its Content-Length with 413', async () => {
    const { post, stored } = testApp();
    const body = json({ groupId: 'g', name: 'x'.repeat(MAX_BYTES) });
    const res = await post(body, { headers: { 'content-length': String(body.length) } });
    expect(res).toMatchObject({ status: 413, body: { success: false, error: { code: 'invalid_input' } } });
    expect(stored).toEqual([]);
  });

  it('refuses a chunked body without Content-Length with 413 once it passes the limit, unread beyond', async () => {
    const { post, stored } = testApp();
    const { stream, pulled } = chunkedBody(100 * MAX_BYTES);
    const res = await post(stream, { stream: true });
    expect(res).toMatchObject({ status: 413, body: { success: false, error: { code: 'invalid_input' } } });
    // Read only until the limit was passed (a chunk or two of read-ahead), never the whole body.
    expect(pulled.bytes).toBeLessThan(MAX_BYTES + 4 * 256);
    expect(stored).toEqual([]);
  });

  it('reads a chunked body within the limit as usual', async () => {
    const { post, stored } = testApp();
    const bytes = new TextEncoder().encode(json({ groupId: 'g', name: 'Chunked' }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    expect((await post(stream, { stream: true })).status).toBe(200);
    expect(stored).toEqual([`g:Chunked:en:${FORM_TEST_NOW.toISOString()}`]);
  });

  it('checks the envelope (with the fields), then the published form, then the fields', async () => {
    const { post, stored } = testApp();
    expect(await post(json({ name: '' }))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_input', fields: { name: 'nameRequired', groupId: 'invalidValue' } } },
    });
    expect(await post('no json')).toMatchObject({ status: 400, body: { error: { code: 'invalid_input' } } });
    expect((await post(json({ groupId: 'missing', name: '' }))).status).toBe(404);
    expect(await post(json({ groupId: 'closed', name: '' }))).toMatchObject({
      status: 409,
      body: { error: { code: 'bookings_closed' } },
    });
    expect(await post(json({ groupId: 'g', name: '' }))).toMatchObject({
      status: 400,
      body: { error: { fields: { name: 'nameRequired' } } },
    });
    expect(stored).toEqual([]);
    expect(t.wakes).toBe(0);
  });

  it('answers a refusal from the form or from inside the transaction, storing nothing', async () => {
    const { post } = testApp();
    const before = await storedCount();
    expect(await post(json({ groupId: 'g', name: 'refuse' }))).toEqual({
      status: 422,
      body: { success: false },
    });
    expect(await post(json({ groupId: 'g', name: 'full' }))).toMatchObject({
      status: 409,
      body: { success: false, error: { code: 'fully_booked', items: ['x'] } },
    });
    expect(await storedCount()).toEqual(before);
    expect(t.wakes).toBe(0);
  });
});
