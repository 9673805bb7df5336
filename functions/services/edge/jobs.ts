/**
 * Work that fans out at the edge goes through Cloudflare Queues, never a synchronous request
 * (docs/decisions/0014-the-edge.md): after a publish, the pages it changed are rendered into the
 * edge cache before visitors ask (`warm`). The queue retries a job that failed (wrangler.toml
 * `max_retries`) and then moves it to the dead-letter queue, whose consumer records it in KV
 * (`SITE_STATE`, `dead:` keys, kept 30 days) where network admins see it on `/network`.
 */
import * as v from 'valibot';
import type { PublishedChange } from '../rebuild.ts';
import type { KvLike } from './site-versions.ts';

/** A job on the queue. */
export const EdgeJobSchema = v.variant('type', [
  v.object({
    type: v.literal('warm'),
    siteId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    /** The origin of the request that published (the site's canonical origin when it has none set). */
    origin: v.pipe(v.string(), v.url()),
    change: v.object({
      pageIds: v.array(v.string()),
      wholeSite: v.boolean(),
      removedPaths: v.array(v.string()),
    }),
  }),
]);
export type EdgeJob = v.InferOutput<typeof EdgeJobSchema>;

/** The producer side of a queue binding (structurally what workers-types declares). */
export interface QueueLike {
  send(body: unknown): Promise<void>;
}

/** One message of a batch a consumer gets. */
export interface QueueMessageLike {
  id: string;
  body: unknown;
  attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

export interface QueueBatchLike {
  queue: string;
  messages: readonly QueueMessageLike[];
}

/** A job that ran out of retries, as `/network` lists it. */
export interface DeadJob {
  id: string;
  job: unknown;
  attempts: number;
  /** When the dead-letter queue received it (ISO). */
  at: string;
  siteId: string | null;
  type: string | null;
}

/** Dead jobs are kept this long (seconds). */
const DEAD_TTL_SECONDS = 30 * 24 * 60 * 60;
const DEAD_PREFIX = 'dead:';

/** Whether a batch comes from the dead-letter queue (its name ends in `-dead`). */
export const isDeadLetterBatch = (batch: QueueBatchLike) => batch.queue.endsWith('-dead');

/** The warming of a publish's pages. */
export function warmJob(siteId: string, origin: string, change: PublishedChange): EdgeJob {
  return {
    type: 'warm',
    siteId,
    origin,
    change: {
      pageIds: [...change.pageIds],
      wholeSite: change.wholeSite,
      removedPaths: [...change.removedPaths],
    },
  };
}

/**
 * Runs each job of a batch; a job that throws is retried with a growing delay (the queue moves it
 * to the dead-letter queue after its last try). A message that is not a job is dropped, logged.
 */
export async function consumeJobs(
  batch: QueueBatchLike,
  run: (job: EdgeJob) => Promise<void>,
  log: (message: string) => void = (message) => console.error(message),
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(EdgeJobSchema, message.body);
    if (!parsed.success) {
      log(`[jobs] dropped a message that is no job: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    try {
      await run(parsed.output);
      message.ack();
    } catch (error) {
      log(
        `[jobs] ${parsed.output.type} of ${parsed.output.siteId} failed (try ${message.attempts}): ${String(error)}`,
      );
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}

interface DeadKv extends KvLike {
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  list(options: { prefix: string; limit?: number }): Promise<{ keys: { name: string }[] }>;
}

/** Records every message of a dead-letter batch in KV (then acknowledges it). */
export async function recordDeadJobs(
  batch: QueueBatchLike,
  kv: DeadKv,
  now = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(EdgeJobSchema, message.body);
    const at = now().toISOString();
    const dead: DeadJob = {
      id: message.id,
      job: message.body,
      attempts: message.attempts,
      at,
      siteId: parsed.success ? parsed.output.siteId : null,
      type: parsed.success ? parsed.output.type : null,
    };
    // Newest first when listed: the key sorts by the time left until 9999-12-31.
    const order = String(253402300799999 - now().getTime()).padStart(15, '0');
    await kv.put(`${DEAD_PREFIX}${order}:${message.id}`, JSON.stringify(dead), {
      expirationTtl: DEAD_TTL_SECONDS,
    });
    console.error(
      `[jobs] ${dead.type ?? 'a message'} of ${dead.siteId ?? '?'} failed for good after ${message.attempts} tries`,
    );
    message.ack();
  }
}

/** The newest dead jobs (at most `limit`). */
export async function listDeadJobs(kv: DeadKv, limit = 50): Promise<DeadJob[]> {
  const { keys } = await kv.list({ prefix: DEAD_PREFIX, limit });
  const jobs: DeadJob[] = [];
  for (const { name } of keys) {
    const text = await kv.get(name);
    if (text) jobs.push(JSON.parse(text) as DeadJob);
  }
  return jobs;
}

export type { DeadKv };

/** A batch of the jobs queue (run) or of its dead-letter queue (recorded for `/network`). */
export async function handleJobs(
  batch: QueueBatchLike,
  env: { SITE_STATE?: DeadKv | undefined },
  run: (job: EdgeJob) => Promise<void>,
): Promise<void> {
  if (!isDeadLetterBatch(batch)) return consumeJobs(batch, run);
  if (env.SITE_STATE) return recordDeadJobs(batch, env.SITE_STATE);
  console.error('SITE_STATE (KV binding) is missing: failed jobs are dropped');
  for (const message of batch.messages) message.ack();
}
