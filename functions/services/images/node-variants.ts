/**
 * The Node image variant service: reads an original from the media store, makes its variants with
 * sharp (./transform.ts) into the disk cache (./cache.ts), and makes AVIF in the background queue
 * (./queue.ts) so neither an upload nor a visitor's first request waits for it. `warm` runs after
 * an upload or re-crop; `variant` answers the `/_img/...` route (functions/routes/images.ts).
 */
import type { MediaStore } from '../media/store.ts';
import {
  WARM_ASPECTS,
  planVariants,
  type Aspect,
  type VariantFormat,
  type VariantPlan,
} from '../../../src/lib/media/variants.ts';
import { diskVariantCache, type VariantCache } from './cache.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { encodeVariant } from './transform.ts';
import { originalKey, variantName } from './variant-request.ts';
import type { ImageVariants, MediaRow } from './variants.ts';

/** A variant as the route gets it: the bytes, or `pending` while AVIF is made in the background. */
export type VariantAnswer =
  { status: 'ready'; body: Uint8Array } | { status: 'pending' } | { status: 'missing' };

/** The variant service with what the route needs besides `warm` and `forget`. */
export interface ImagePipeline extends ImageVariants {
  /** One planned variant of a row: cached, made now (WebP, JPEG, PNG) or queued (AVIF). */
  variant(row: MediaRow, plan: VariantPlan, width: number, format: VariantFormat): Promise<VariantAnswer>;
  /** Resolves once the background queue is empty (tests, the bench, a clean shutdown). */
  idle(): Promise<void>;
}

export interface ImagePipelineOptions {
  mediaStore: MediaStore;
  /** The cache folder (`LUNETTE_IMAGE_CACHE_DIR`, default data/image-cache). */
  cacheDir: string;
  /** Where background failures go (default console.error). */
  log?: (message: string) => void;
}

/** Whether an `ImageVariants` service can also serve variants (the Node pipeline). */
export function isImagePipeline(images: ImageVariants | undefined): images is ImagePipeline {
  return typeof (images as Partial<ImagePipeline> | undefined)?.variant === 'function';
}

export function createImageVariants({ mediaStore, cacheDir, log }: ImagePipelineOptions): ImagePipeline {
  const cache: VariantCache = diskVariantCache(cacheDir);
  const report = log ?? ((message: string) => console.error(`[images] ${message}`));
  const queue: JobQueue = createJobQueue((key, error) => report(`${key}: ${String(error)}`));

  /** Reads the original once per burst of encodes of the same row. */
  const originals = new Map<string, Promise<Uint8Array | null>>();
  const original = (row: MediaRow): Promise<Uint8Array | null> => {
    const key = originalKey(row);
    if (!key) return Promise.resolve(null);
    let pending = originals.get(key);
    if (!pending) {
      pending = mediaStore.get(key).then((object) => object?.body ?? null);
      originals.set(key, pending);
      void pending.finally(() => setTimeout(() => originals.delete(key), 1000).unref());
    }
    return pending;
  };

  /** Makes and caches one variant (or finds it cached); null when the original is gone. */
  const inFlight = new Map<string, Promise<Uint8Array | null>>();
  const make = (row: MediaRow, plan: VariantPlan, width: number, format: VariantFormat) => {
    // Two visitors asking for the same new variant share one encode.
    const key = `${row.contentHash}/${variantName(plan, width, format)}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = makeOnce(row, plan, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
  const makeOnce = async (row: MediaRow, plan: VariantPlan, width: number, format: VariantFormat) => {
    const hash = row.contentHash ?? '';
    const name = variantName(plan, width, format);
    const cached = await cache.get(hash, name);
    if (cached) return cached;
    const bytes = await original(row);
    if (!bytes) return null;
    const body = await encodeVariant(bytes, {
      aspect: plan.aspect,
      width,
      format,
      focalPoint: row.focalPoint,
      cropArea: row.cropArea,
    });
    await cache.put(hash, name, body);
    return body;
  };

  const queueAvif = (row: MediaRow, plan: VariantPlan, width: number) => {
    queue.add(`${row.contentHash}/${variantName(plan, width, 'avif')}`, async () => {
      await make(row, plan, width, 'avif');
    });
  };

  const plansOf = (row: MediaRow, aspects: readonly Aspect[]) =>
    aspects.map((aspect) => planVariants(row, aspect)).filter((plan) => plan !== null);

  return {
    warm(row) {
      const plans = plansOf(row, WARM_ASPECTS);
      for (const plan of plans) {
        for (const width of plan.widths) {
          for (const format of [
            'webp',
            ...(width === plan.fallbackWidth ? [plan.fallbackFormat] : []),
          ] as const) {
            queue.add(
              `${row.contentHash}/${variantName(plan, width, format)}`,
              async () => {
                await make(row, plan, width, format);
              },
              'urgent',
            );
          }
        }
      }
      for (const plan of plans) for (const width of plan.widths) queueAvif(row, plan, width);
    },
    async forget(row) {
      if (row.contentHash)
        await cache.forget(row.contentHash).catch((error: unknown) => report(String(error)));
    },
    async variant(row, plan, width, format) {
      if (format === 'avif') {
        const cached = await cache.get(row.contentHash ?? '', variantName(plan, width, format));
        if (cached) return { status: 'ready', body: cached };
        if (!originalKey(row)) return { status: 'missing' };
        queueAvif(row, plan, width);
        return { status: 'pending' };
      }
      const body = await make(row, plan, width, format);
      return body ? { status: 'ready', body } : { status: 'missing' };
    },
    idle: () => queue.idle(),
  };
}
