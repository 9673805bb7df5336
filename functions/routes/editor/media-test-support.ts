/**
 * Test support for the media routes: the editor app over a fresh database with the real media
 * processor, a local media store in a temp folder, a recording rebuild service and recording
 * image variants; and the three steps of an upload as one call.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { createApp } from '../../app.ts';
import type { MediaRow } from '../../services/images/variants.ts';
import { localMediaStore } from '../../services/media/local-store.ts';
import { nodeMediaProcessor } from '../../services/media/node-processor.ts';
import type { Services } from '../../types.ts';
import { call, fakeAuth, freshDb, recordingRebuild, type Json, type TestDb } from './test-support.ts';

export interface MediaTestApp {
  t: TestDb;
  app: ReturnType<typeof createApp>;
  rebuild: ReturnType<typeof recordingRebuild>;
  /** The temp folder; the store writes into its `media/` folder only. */
  root: string;
  mediaDir: string;
  warmed: MediaRow[];
  forgotten: MediaRow[];
  close: () => Promise<void>;
}

/** A fresh app; `services` replaces any of the defaults here. */
export async function mediaTestApp(services: Partial<Services> = {}): Promise<MediaTestApp> {
  const t = await freshDb();
  const root = await mkdtemp(join(tmpdir(), 'lunette-media-'));
  const mediaDir = join(root, 'media');
  const rebuild = recordingRebuild();
  const warmed: MediaRow[] = [];
  const forgotten: MediaRow[] = [];
  const app = createApp({
    db: t.db,
    services: {
      auth: fakeAuth,
      rebuild,
      // The real clock: seeded rows carry the real time of seeding, and the list is newest first.
      now: () => new Date(),
      mediaStore: localMediaStore(mediaDir),
      mediaProcessor: nodeMediaProcessor,
      images: { warm: (row) => void warmed.push(row), forget: async (row) => void forgotten.push(row) },
      ...services,
    },
  });
  return {
    t,
    app,
    rebuild,
    root,
    mediaDir,
    warmed,
    forgotten,
    close: async () => {
      await t.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, as paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** A small PNG. */
export const pngBytes = async (width = 40, height = 30) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer(),
  );

/** PUT the bytes to an upload URL, as the editor's XHR does. */
export async function putBytes(
  app: MediaTestApp['app'],
  url: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const res = await app.request(url, {
    method: 'PUT',
    headers: { 'x-test-editor': '1', origin: 'http://localhost', ...headers },
    body,
    // A stream body needs half duplex.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** directUpload, PUT, createEntry: the created media item (or the first refusal). */
export async function upload(
  app: MediaTestApp['app'],
  fileName: string,
  bytes: Uint8Array,
  extra: { mediaType?: 'image' | 'video'; groupId?: string } = {},
): Promise<{ status: number; body: Json }> {
  const started = await call(app, '/media/directUpload', {
    mediaType: extra.mediaType ?? 'image',
    fileName,
    fileSize: bytes.byteLength,
    ...(extra.groupId ? { groupId: extra.groupId } : {}),
  });
  if (started.status !== 200) return started;
  const put = await putBytes(app, started.body['data'].url as string, bytes as Uint8Array<ArrayBuffer>);
  if (put.status !== 200) return put;
  return call(app, '/media/createEntry', { uploadId: started.body['data'].id });
}
