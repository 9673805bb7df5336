/**
 * The local server the Lighthouse figures load pages and images from (scripts/bench.ts for our
 * pages, scripts/bench-next.ts for the Next export's images): the build over the developer's
 * demo database, with the demo photos in the media folder and the real image service making
 * their variants (cached in a temp folder, removed on close). Without it every /_img/ answer
 * would be 404 and the pages would load no photo at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { storeDemoPhotos } from '../db/seed/index.ts';
import { startNodeServer } from '../functions/node.ts';
import { createImageVariants } from '../functions/services/images/node-variants.ts';
import { localMediaStore } from '../functions/services/media/local-store.ts';

/** The media folder of `npm start` (where the seeded photos live). */
export const BENCH_MEDIA_DIR = 'data/media';

/** Starts the server on 127.0.0.1:`port`; `close()` stops it and removes the variant cache. */
export async function startBenchServer({ db, distDir, port }: { db: Db; distDir: string; port: number }) {
  const mediaStore = localMediaStore(BENCH_MEDIA_DIR);
  await storeDemoPhotos(mediaStore);
  const cacheDir = await mkdtemp(join(tmpdir(), 'lunette-bench-images-'));
  const images = createImageVariants({ mediaStore, cacheDir });
  const server = await startNodeServer({
    db,
    distDir,
    mediaDir: BENCH_MEDIA_DIR,
    port,
    hostname: '127.0.0.1',
    services: { images },
  });
  return {
    async close() {
      server.close();
      await images.idle();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
