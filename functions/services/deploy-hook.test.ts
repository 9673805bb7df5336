import { describe, expect, it } from 'vitest';
import { createDeployHook, type DeployHookBody } from './deploy-hook.ts';

const change = { pageIds: ['page-home'], wholeSite: false, removedPaths: ['/de/alt'] };

describe('deploy hook', () => {
  it('POSTs the change as JSON to the hook URL', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const hook = createDeployHook({
      url: 'https://ci.example/hooks/deploy',
      now: () => new Date('2026-11-22T10:00:00Z'),
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(null, { status: 204 });
      },
    });
    await hook.afterPublish(change);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://ci.example/hooks/deploy');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(calls[0]?.init.body)) as DeployHookBody;
    expect(body).toEqual({ event: 'lunette.publish', requestedAt: '2026-11-22T10:00:00.000Z', change });
  });

  it('fails when the hook refuses, so the publish reports an error', async () => {
    const hook = createDeployHook({
      url: 'https://ci.example/hooks/deploy',
      fetch: async () => new Response('nope', { status: 500 }),
    });
    await expect(hook.afterPublish(change)).rejects.toThrow('500');
  });
});
