/** The render service client: the job it POSTs, its token, failures; the site rebuild around it. */
import { describe, expect, it } from 'vitest';
import { httpRenderService, siteRebuild, type RenderJob } from './worker-render.ts';

const change = { pageIds: ['page-home'], wholeSite: false, removedPaths: ['/de/alt'] };

describe('httpRenderService', () => {
  it('POSTs the job as JSON with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const render = httpRenderService({
      url: 'https://render.example/render',
      token: 't0ken',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(null, { status: 204 });
      },
    });
    const job: RenderJob = {
      event: 'lunette.render',
      siteId: 'optik-a',
      databaseUrl: 'libsql://optik-a.turso.io',
      siteUrl: 'https://optik-a.example',
      change,
    };
    await render.render(job);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://render.example/render');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t0ken');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(job);
  });

  it('fails the publish when the service does not accept it', async () => {
    const render = httpRenderService({
      url: 'https://render.example/render',
      fetch: async () => new Response('busy', { status: 503 }),
    });
    await expect(
      render.render({ event: 'lunette.render', siteId: 'a', databaseUrl: '', siteUrl: '', change }),
    ).rejects.toThrow('the render service answered 503');
  });
});

describe('siteRebuild', () => {
  it("sends the site's job, then records the publish; not when rendering failed", async () => {
    const jobs: RenderJob[] = [];
    const marked: string[] = [];
    let failing = false;
    const rebuild = siteRebuild({
      site: { id: 'optik-a', databaseUrl: 'libsql://optik-a.turso.io' },
      siteUrl: 'https://optik-a.example',
      render: {
        render: async (job) => {
          if (failing) throw new Error('down');
          jobs.push(job);
        },
      },
      markPublished: async (id) => void marked.push(id),
    });
    await rebuild.afterPublish(change);
    expect(jobs).toEqual([
      {
        event: 'lunette.render',
        siteId: 'optik-a',
        databaseUrl: 'libsql://optik-a.turso.io',
        siteUrl: 'https://optik-a.example',
        change,
      },
    ]);
    expect(marked).toEqual(['optik-a']);
    failing = true;
    await expect(rebuild.afterPublish(change)).rejects.toThrow('down');
    expect(marked).toEqual(['optik-a']);
  });
});
