/** Warming after a deploy: once per build, a whole-site job per site; a new build does it again. */
import { describe, expect, it } from 'vitest';
import { warmAfterDeploy } from './deploy-warm.ts';
import type { EdgeJob } from './jobs.ts';

describe('warming after a deploy', () => {
  it('queues every site once per build', async () => {
    const values = new Map<string, string>();
    const kv = {
      get: async (key: string) => values.get(key) ?? null,
      put: async (k: string, v: string) => void values.set(k, v),
    };
    const sent: EdgeJob[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body as EdgeJob) };
    const sites = async () => [
      { siteId: 'optik-a', origin: 'https://optik-a.ch' },
      { siteId: 'optik-b', origin: 'https://optik-b.ch' },
    ];
    expect(await warmAfterDeploy({ kv, queue, buildId: 'b1', sites })).toBe(2);
    expect(sent.map((job) => [job.siteId, job.origin, job.change.wholeSite])).toEqual([
      ['optik-a', 'https://optik-a.ch', true],
      ['optik-b', 'https://optik-b.ch', true],
    ]);
    expect(await warmAfterDeploy({ kv, queue, buildId: 'b1', sites })).toBe(0);
    expect(await warmAfterDeploy({ kv, queue, buildId: 'b2', sites })).toBe(2);
    expect(sent).toHaveLength(4);
  });
});
