/**
 * The embedded server's /media/*: files of the local media store with the immutable cache
 * header, `nosniff` on every answer, and SVG in a sandbox without scripts or outside requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { createNodeApp } from './node.ts';
import { localMediaStore } from './services/media/local-store.ts';
import { SVG_CSP } from './services/media/serve.ts';

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-node-media-'));
  const mediaDir = join(dir, 'media');
  const store = localMediaStore(mediaDir);
  await store.put('uploads/default/library/a.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
  await store.put('uploads/default/library/b.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  app = createNodeApp({
    db: handle.db,
    distDir: join(dir, 'dist'),
    mediaDir,
    services: { mediaStore: store },
  });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('/media/*', () => {
  it('serves a stored image immutable and unsniffed', async () => {
    const res = await app.request('/media/uploads/default/library/a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The site's policy (functions/security-headers.ts), not an SVG's sandbox.
    expect(res.headers.get('content-security-policy')).not.toContain('sandbox');
  });

  it('serves an SVG in a sandbox', async () => {
    const res = await app.request('/media/uploads/default/library/b.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/u);
    expect(res.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a missing file unsniffed too', async () => {
    const res = await app.request('/media/uploads/default/library/missing.svg');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(SVG_CSP);
  });
});
