/**
 * The jobs queue's rules with stand-ins for Cloudflare's batch and KV: a job that runs is
 * acknowledged, one that throws is retried with a growing delay, a message that is no job is
 * dropped; the dead-letter queue's messages are recorded in KV (newest first) and acknowledged.
 * The queue itself runs in workerd (tests/e2e/workerd-network.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  consumeJobs,
  handleJobs,
  listDeadJobs,
  warmJob,
  type DeadKv,
  type EdgeJob,
  type QueueBatchLike,
  type QueueMessageLike,
} from './jobs.ts';

const change = { pageIds: ['page-home'], wholeSite: false, removedPaths: [] };

function message(id: string, body: unknown, attempts = 1) {
  const outcome: { acked: boolean; retried?: number } = { acked: false };
  const msg: QueueMessageLike = {
    id,
    body,
    attempts,
    ack: () => void (outcome.acked = true),
    retry: (options) => void (outcome.retried = options?.delaySeconds ?? 0),
  };
  return { msg, outcome };
}

function memoryKv(): DeadKv & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: async (key) => values.get(key) ?? null,
    put: async (key, value) => void values.set(key, value),
    list: async ({ prefix, limit = 1000 }) => ({
      keys: [...values.keys()]
        .filter((key) => key.startsWith(prefix))
        .sort()
        .slice(0, limit)
        .map((name) => ({ name })),
    }),
  };
}

describe('the jobs queue', () => {
  it('acknowledges a job that ran, retries one that failed, drops what is no job', async () => {
    const ok = message('1', warmJob('optik-a', 'https://optik-a.example', change));
    const failing = message('2', warmJob('optik-b', 'https://optik-b.example', change), 3);
    const junk = message('3', { type: 'nope' });
    const ran: EdgeJob[] = [];
    const logs: string[] = [];
    await consumeJobs(
      { queue: 'lunette-jobs', messages: [ok.msg, failing.msg, junk.msg] },
      async (job) => {
        ran.push(job);
        if (job.siteId === 'optik-b') throw new Error('database unreachable');
      },
      (line) => logs.push(line),
    );
    expect(ran.map((job) => job.siteId)).toEqual(['optik-a', 'optik-b']);
    expect(ok.outcome).toEqual({ acked: true });
    expect(failing.outcome).toEqual({ acked: false, retried: 8 });
    expect(junk.outcome).toEqual({ acked: true });
    expect(logs.some((line) => line.includes('database unreachable'))).toBe(true);
  });

  it('records what the dead-letter queue gets, newest first, for /network', async () => {
    const kv = memoryKv();
    const first = message('a', warmJob('optik-a', 'https://optik-a.example', change), 4);
    await handleJobs({ queue: 'lunette-jobs-dead', messages: [first.msg] }, { SITE_STATE: kv }, async () => {
      throw new Error('a dead letter is never run');
    });
    const second = message('b', { type: 'strange' }, 4);
    const batch: QueueBatchLike = { queue: 'lunette-jobs-dead', messages: [second.msg] };
    await new Promise((r) => setTimeout(r, 5));
    await handleJobs(batch, { SITE_STATE: kv }, async () => undefined);
    expect(first.outcome.acked && second.outcome.acked).toBe(true);
    const dead = await listDeadJobs(kv);
    expect(dead.map((job) => [job.id, job.siteId, job.type, job.attempts])).toEqual([
      ['b', null, null, 4],
      ['a', 'optik-a', 'warm', 4],
    ]);
  });

  it('acknowledges dead letters it cannot keep (no KV), so they do not circle for ever', async () => {
    const lost = message('x', warmJob('optik-a', 'https://optik-a.example', change));
    await handleJobs({ queue: 'lunette-jobs-dead', messages: [lost.msg] }, {}, async () => undefined);
    expect(lost.outcome.acked).toBe(true);
  });
});
