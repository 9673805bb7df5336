import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INLINE_HASHES_FILE,
  astroIslandScriptHashes,
  forgetInlineHashes,
  forgetProbedOrigins,
  inlineHashesOfHtml,
  loadInlineHashes,
  parseInlineHashes,
  probedOriginsOfFolder,
  writeInlineHashes,
} from './inline-hashes.ts';

const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

describe('inlineHashesOfHtml', () => {
  it('hashes runnable inline scripts exactly as written, not external or data scripts', () => {
    const html =
      '<head><script>go("<b>")</script><script type="module">m()</script>' +
      '<script src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script></head>';
    expect(inlineHashesOfHtml(html)).toEqual({
      scripts: [hash('go("<b>")'), hash('m()')],
      handlers: [],
      connect: [],
    });
  });
  it('hashes event handler attributes by their decoded value', () => {
    const html = `<iframe src="x" onload="this.dataset.state='loaded'" onerror="a(&quot;b&quot;)&amp;&amp;c()"></iframe><p>onload="no"</p>`;
    expect(inlineHashesOfHtml(html).handlers).toEqual([
      hash("this.dataset.state='loaded'"),
      hash('a("b")&&c()'),
    ]);
  });
  it('names the origin of each frame its handler probes, and no other', () => {
    const html =
      '<iframe src="https://book.example/a?x=1&amp;y=2" data-probe onload="f()"></iframe>' +
      "<iframe data-probe src='https://book.example/b'></iframe>" +
      '<iframe src="https://video.example/v"></iframe>' +
      '<iframe data-probe src="/relative"></iframe><iframe data-probe src="javascript:x"></iframe>' +
      '<iframe data-probe-not src="https://other.example/"></iframe>';
    expect(inlineHashesOfHtml(html).connect).toEqual(['https://book.example']);
  });
});

describe('probedOriginsOfFolder', () => {
  it("reads a site's pages again once told they were rendered", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lunette-probed-'));
    try {
      await writeFile(join(dir, 'a.html'), '<iframe data-probe src="https://one.example/x"></iframe>');
      expect(await probedOriginsOfFolder(dir)).toEqual(['https://one.example']);
      await writeFile(join(dir, 'a.html'), '<iframe data-probe src="https://two.example/x"></iframe>');
      expect(await probedOriginsOfFolder(dir)).toEqual(['https://one.example']);
      forgetProbedOrigins(dir);
      expect(await probedOriginsOfFolder(dir)).toEqual(['https://two.example']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("Astro's island scripts", () => {
  it('are the ones Astro writes into pages', async () => {
    const { scripts } = await astroIslandScriptHashes();
    expect(scripts).toHaveLength(6);
    const { default: visible } = (await import('astro/runtime/client/visible.prebuilt.js')) as {
      default: string;
    };
    expect(scripts).toContain(hash(visible));
  });
});

describe('the hashes file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lunette-hashes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is written from the built pages and read back once per folder', async () => {
    const client = join(dir, 'client');
    await mkdir(join(client, 'de'), { recursive: true });
    await writeFile(join(client, 'de', 'index.html'), '<script>one()</script>');
    const written = await writeInlineHashes(client);
    expect(written).toEqual({ scripts: [hash('one()')], handlers: [], connect: [] });
    forgetInlineHashes();
    expect(await loadInlineHashes(client)).toEqual(written);
  });
  it('falls back to scanning the pages (and Astro scripts) without a valid file', async () => {
    const client = join(dir, 'bare');
    await mkdir(join(client, '_lunette'), { recursive: true });
    await writeFile(join(client, 'page.html'), '<img onload="x()">');
    await writeFile(join(client, INLINE_HASHES_FILE), '{"scripts": "nope"}');
    forgetInlineHashes();
    const loaded = await loadInlineHashes(client);
    expect(loaded.handlers).toEqual([hash('x()')]);
    expect(loaded.scripts).toHaveLength(6);
  });
  it('refuses text that is not a hashes file', () => {
    expect(parseInlineHashes('not json')).toBeNull();
    expect(parseInlineHashes('{"scripts":["sha256-a b"],"handlers":[]}')).toBeNull();
    expect(parseInlineHashes('{"scripts":["sha256-YQ=="],"handlers":[]}')).toEqual({
      scripts: ['sha256-YQ=='],
      handlers: [],
      connect: [],
    });
    expect(
      parseInlineHashes('{"scripts":[],"handlers":[],"connect":["https://a.example; script-src *"]}'),
    ).toBeNull();
  });
});
