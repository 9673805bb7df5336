/**
 * Part (a) of the load suite (scripts/load.ts): the real Node server (scripts/load-server.ts) gets
 * mixed traffic at a fixed rate, open loop: pages and their scripts and styles, editor field saves
 * by a signed-in optician, contact form posts (each visitor from its own loopback address, as the
 * form's rate limit counts per address). Every answer must be a success, and afterwards every
 * acknowledged save must still be the stored revision.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Client, Pool } from 'undici';
import { CONTACT_FORM_GROUP_ID } from '../db/seed/content/contact.ts';
import { CONTACT_RATE_LIMIT } from '../functions/routes/contact.ts';
import type { BenchRow } from './bench-table.ts';
import { Histogram } from './load-stats.ts';
import {
  closePool,
  fieldSaver,
  here,
  ms,
  openLoop,
  signIn,
  startServer,
  type Outcome,
} from './load-runner.ts';

/** URL paths of the built pages (no editor shell, no 404 pages) and of the scripts and styles. */
async function sitePaths(dist: string): Promise<{ pages: string[]; assets: string[] }> {
  const client = join(resolve(dist), 'client');
  const pages: string[] = [];
  const assets: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const url = `/${relative(client, path).split(sep).join('/')}`;
        if (url.endsWith('.html')) {
          if (/\/(edit|404)(\/|\.html)|^\/index\.html$/.test(url)) continue;
          pages.push(url.replace(/index\.html$/, ''));
        } else if (url.startsWith('/_astro/') && /\.(js|css)$/.test(url)) assets.push(url);
      }
    }
  };
  await walk(client);
  return { pages: pages.sort(), assets: assets.sort() };
}

/** A valid contact request (the demo contact page's form). */
function contactRequest(index: number) {
  return {
    groupId: CONTACT_FORM_GROUP_ID,
    lang: 'de',
    anrede: 'frau',
    vorname: 'Anna',
    nachname: `Muster ${index}`,
    dateOfBirth: '',
    strasse: 'Marktgasse 12',
    plz: '8400',
    ort: 'Winterthur',
    email: `anna.muster+${index}@example.ch`,
    telefon: '+41 52 212 34 56',
    existingCustomer: 'ja',
    themes: ['glassDetermination'],
    bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
    bevorzugteUhrzeit: '14:30',
    fragenAnmerkungen: 'Lasttest: bitte ignorieren.',
    website: '',
  };
}

/**
 * Visitors posting the contact form, each from its own loopback address (127.0.2.x) and never
 * more often than the form's rate limit lets one address post.
 */
function formPoster(origin: string) {
  const clients: Client[] = [];
  let posts = 0;
  return {
    async post(index: number): Promise<Outcome> {
      const slot = Math.floor(posts++ / CONTACT_RATE_LIMIT.limit);
      let client = clients[slot];
      if (!client) {
        client = new Client(origin, {
          localAddress: `127.0.${2 + Math.floor(slot / 250)}.${(slot % 250) + 1}`,
        });
        clients[slot] = client;
      }
      const res = await client.request({
        path: '/api/v1/contact',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(contactRequest(index)),
      });
      const text = await res.body.text();
      return res.statusCode === 200
        ? { ok: true }
        : { ok: false, error: `contact ${res.statusCode} ${text.slice(0, 200)}` };
    },
    close: () => Promise.all(clients.map(closePool)),
  };
}

/** (a) Mixed traffic at `rate` requests/s: 14 in 20 pages, 2 scripts/styles, 3 saves, 1 form post. */
export async function mixedTraffic({
  dist = 'dist',
  rate = 200,
  seconds = 30,
  log = (message: string) => console.log(message),
} = {}): Promise<{ rows: BenchRow[]; errors: string[] }> {
  const { pages, assets } = await sitePaths(dist);
  if (pages.length === 0) throw new Error(`no pages in ${dist}/client: run npm run build first`);
  log(`mixed traffic: starting the real server (${pages.length} pages) ...`);
  const server = await startServer(here('./load-server.ts'), ['--dist', resolve(dist)]);
  const pool = new Pool(server.origin, { connections: 64 });
  const forms = formPoster(server.origin);
  const kinds = {
    page: new Histogram(),
    asset: new Histogram(),
    save: new Histogram(),
    form: new Histogram(),
  };
  try {
    const optician = server.info.accounts?.optician;
    if (!optician) throw new Error('the load server named no optician account');
    const saver = fieldSaver(
      pool,
      server.origin,
      server.info.targets,
      await signIn(pool, server.origin, optician),
    );
    const get = async (path: string): Promise<Outcome> => {
      const res = await pool.request({ path, method: 'GET' });
      await res.body.dump();
      return res.statusCode < 400 ? { ok: true } : { ok: false, error: `GET ${path} ${res.statusCode}` };
    };
    const timed = async (histogram: Histogram, run: () => Promise<Outcome>) => {
      const began = performance.now();
      try {
        return await run();
      } finally {
        histogram.record(performance.now() - began);
      }
    };
    log(`  ${rate} requests/s for ${seconds} s`);
    const run = await openLoop({ rate, seconds }, (i) => {
      const slot = i % 20;
      if (slot < 14) return timed(kinds.page, () => get(pages[i % pages.length] as string));
      if (slot < 16 && assets.length)
        return timed(kinds.asset, () => get(assets[i % assets.length] as string));
      if (slot < 19) return timed(kinds.save, () => saver.save(i));
      return timed(kinds.form, () => forms.post(i));
    });
    const verified = await saver.verify();
    const errors = [
      ...(run.errors
        ? [`mixed: ${run.errors} of ${run.sent} requests failed: ${run.errorSamples.join('; ')}`]
        : []),
      ...verified.filter((v) => !v.ok).map((v) => `mixed: ${(v as { error: string }).error}`),
    ];
    const rows: BenchRow[] = [
      { name: 'mixed.requests', value: run.sent, unit: 'requests' },
      { name: 'mixed.errors', value: run.errors + verified.filter((v) => !v.ok).length, unit: 'requests' },
      { name: 'mixed.throughput', value: Math.round(run.throughput), unit: 'requests/s' },
      { name: 'mixed.p99', value: ms(run.histogram.percentile(99)), unit: 'ms' },
      ...Object.entries(kinds).flatMap(([kind, h]) => [
        { name: `mixed.${kind}.count`, value: h.count, unit: 'requests' },
        { name: `mixed.${kind}.p99`, value: ms(h.percentile(99)), unit: 'ms' },
      ]),
    ];
    return { rows, errors };
  } finally {
    await Promise.all([closePool(pool), forms.close()]);
    await server.stop();
  }
}
