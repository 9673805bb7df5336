/**
 * Generates the demo site's raster photos once: photo-like scenes of an optician's shop (shelves
 * of frames, glasses on a counter, the shop window, sunglasses outdoors, soft bokeh light, portrait
 * silhouettes) drawn as SVG, rendered and finished by sharp (depth-of-field blur, fine grain),
 * saved as JPEG under db/seed/photos/ with manifest.json (size, sha-256, ThumbHash, alt de/en,
 * tags, focal point). Deterministic (seeded random numbers), no network, no ffmpeg.
 * Run: node scripts/demo-photos.ts (Node 24: node_modules/.bin/node); the files are committed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { thumbHashOf } from '../functions/services/media/raster.ts';
import { PHOTO_CATALOGUE, type PhotoSpec, type Scene } from './demo-photo-catalogue.ts';

const OUT_DIR = fileURLToPath(new URL('../db/seed/photos/', import.meta.url));
const JPEG_QUALITY = 78;

/** A small seeded PRNG (mulberry32): the same photos on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** Soft out-of-focus light discs. */
function bokeh(rng: Rng, w: number, h: number, colors: readonly string[], count: number, top = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = between(rng, w * 0.015, w * 0.07);
    out += `<circle cx="${between(rng, 0, w).toFixed(0)}" cy="${between(rng, 0, h * top).toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(rng, colors)}" opacity="${between(rng, 0.18, 0.55).toFixed(2)}"/>`;
  }
  return out;
}

/** A pair of glasses centred at (x, y), `size` wide. */
function glasses(
  x: number,
  y: number,
  size: number,
  color: string,
  round: boolean,
  tint = '#ffffff',
): string {
  const lens = size * 0.36;
  const gap = size * 0.12;
  const stroke = Math.max(2, size * 0.035);
  const lx = x - gap / 2 - lens / 2;
  const rx = x + gap / 2 + lens / 2;
  const shape = (cx: number) =>
    round
      ? `<circle cx="${cx}" cy="${y}" r="${lens / 2}"/>`
      : `<rect x="${cx - lens / 2}" y="${y - lens * 0.38}" width="${lens}" height="${lens * 0.76}" rx="${lens * 0.18}"/>`;
  return `<g stroke="${color}" stroke-width="${stroke}" fill="${tint}" fill-opacity="0.22">${shape(lx)}${shape(rx)}</g>
    <path d="M${lx + lens / 2} ${y - lens * 0.08} q${gap / 2} ${-lens * 0.18} ${gap} 0" stroke="${color}" stroke-width="${stroke}" fill="none"/>
    <path d="M${lx - lens / 2} ${y - lens * 0.1} l${-size * 0.12} ${-lens * 0.05} M${rx + lens / 2} ${y - lens * 0.1} l${size * 0.12} ${-lens * 0.05}" stroke="${color}" stroke-width="${stroke}" fill="none"/>`;
}

const FRAME_COLORS = ['#1d1d1f', '#7a4b2a', '#b8860b', '#2f4f6f', '#8b1e3f', '#3c6e47', '#c0c0c0', '#5b3a6e'];

/** The SVG of one scene: a blurred background layer and a sharper foreground layer. */
function sceneSvg(
  scene: Scene,
  spec: PhotoSpec,
  rng: Rng,
  w: number,
  h: number,
): { back: string; front: string } {
  const [c1, c2, c3] = spec.palette;
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="${spec.tilt}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${c3}" stop-opacity="0.55"/><stop offset="1" stop-color="${c3}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
  const lights = ['#fff6d8', '#ffd9a0', '#ffffff', c3];
  switch (scene) {
    case 'shelf': {
      let shelves = '';
      let frames = '';
      const rows = 3 + Math.floor(rng() * 2);
      for (let r = 0; r < rows; r++) {
        const y = h * (0.28 + (r * 0.62) / rows);
        shelves += `<rect x="0" y="${y}" width="${w}" height="${h * 0.025}" fill="#8a6a4a"/><rect x="0" y="${y + h * 0.025}" width="${w}" height="${h * 0.012}" fill="#000" opacity="0.25"/>`;
        const per = 4 + Math.floor(rng() * 3);
        for (let i = 0; i < per; i++) {
          const x = (w / per) * (i + 0.5) + between(rng, -20, 20);
          frames += glasses(x, y - h * 0.055, (w / per) * 0.62, pick(rng, FRAME_COLORS), rng() > 0.5);
        }
      }
      return { back: grad + bokeh(rng, w, h, lights, 18, 0.3), front: shelves + frames };
    }
    case 'counter': {
      const table = `<rect x="0" y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="${c3}" opacity="0.85"/><rect x="0" y="${h * 0.58}" width="${w}" height="${h * 0.01}" fill="#fff" opacity="0.35"/>`;
      const x = w * between(rng, 0.38, 0.62);
      const shadow = `<ellipse cx="${x}" cy="${h * 0.74}" rx="${w * 0.26}" ry="${h * 0.04}" fill="#000" opacity="0.3"/>`;
      return {
        back: grad + bokeh(rng, w, h, lights, 26, 0.6) + table,
        front: shadow + glasses(x, h * 0.66, w * 0.55, pick(rng, FRAME_COLORS), rng() > 0.4),
      };
    }
    case 'window': {
      let panes = '';
      const cols = 3 + Math.floor(rng() * 2);
      for (let i = 1; i < cols; i++)
        panes += `<rect x="${(w / cols) * i - 6}" y="0" width="12" height="${h}" fill="#2a2a2a" opacity="0.8"/>`;
      const rays = `<polygon points="${w * 0.1},0 ${w * 0.35},0 ${w * 0.7},${h} ${w * 0.3},${h}" fill="#fff" opacity="0.12"/>`;
      let frames = '';
      for (let i = 0; i < 5; i++)
        frames += glasses(
          w * (0.14 + i * 0.18),
          h * between(rng, 0.55, 0.72),
          w * 0.14,
          pick(rng, FRAME_COLORS),
          i % 2 === 0,
        );
      return {
        back: grad + bokeh(rng, w, h, lights, 30) + rays + panes,
        front:
          `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#e9e2d6" opacity="0.9"/>` +
          frames,
      };
    }
    case 'outdoor': {
      const sun = `<circle cx="${w * between(rng, 0.2, 0.8)}" cy="${h * 0.3}" r="${w * 0.08}" fill="#fff3c4" opacity="0.9"/>`;
      const hills = `<path d="M0 ${h * 0.7} Q${w * 0.3} ${h * 0.52} ${w * 0.55} ${h * 0.66} T${w} ${h * 0.6} V${h} H0Z" fill="${c3}" opacity="0.9"/><path d="M0 ${h * 0.82} Q${w * 0.4} ${h * 0.7} ${w} ${h * 0.8} V${h} H0Z" fill="#000" opacity="0.25"/>`;
      return {
        back: grad + sun + bokeh(rng, w, h, lights, 10, 0.5) + hills,
        front: glasses(w * 0.5, h * 0.62, w * 0.6, '#111', false, '#1a1a1a'),
      };
    }
    case 'bokeh': {
      return {
        back: grad + bokeh(rng, w, h, lights, 60),
        front: glasses(w * between(rng, 0.35, 0.65), h * 0.5, w * 0.42, pick(rng, FRAME_COLORS), rng() > 0.5),
      };
    }
    case 'portrait': {
      const cx = w * 0.5;
      const figure = `<defs><linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c3}"/><stop offset="1" stop-color="#5a4536"/></linearGradient></defs>
        <path d="M${cx - w * 0.42} ${h} C${cx - w * 0.4} ${h * 0.72} ${cx - w * 0.2} ${h * 0.66} ${cx} ${h * 0.66} C${cx + w * 0.2} ${h * 0.66} ${cx + w * 0.4} ${h * 0.72} ${cx + w * 0.42} ${h}Z" fill="${spec.palette[1]}" opacity="0.95"/>
        <rect x="${cx - w * 0.07}" y="${h * 0.5}" width="${w * 0.14}" height="${h * 0.18}" fill="url(#skin)"/>
        <ellipse cx="${cx}" cy="${h * 0.38}" rx="${w * 0.17}" ry="${h * 0.16}" fill="url(#skin)"/>
        <path d="M${cx - w * 0.18} ${h * 0.36} C${cx - w * 0.2} ${h * 0.16} ${cx + w * 0.2} ${h * 0.16} ${cx + w * 0.18} ${h * 0.36} C${cx + w * 0.1} ${h * 0.26} ${cx - w * 0.1} ${h * 0.26} ${cx - w * 0.18} ${h * 0.36}Z" fill="#2b1d14" opacity="0.9"/>`;
      return {
        back: grad + bokeh(rng, w, h, lights, 24),
        front: figure + glasses(cx, h * 0.4, w * 0.36, pick(rng, FRAME_COLORS), rng() > 0.5),
      };
    }
  }
}

/** Fine luminance grain as a grey PNG overlay (soft light keeps it subtle). */
async function grain(rng: Rng, w: number, h: number): Promise<Buffer> {
  const pixels = Buffer.alloc(w * h);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((rng() - 0.5) * 34);
  return sharp(pixels, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
}

async function render(spec: PhotoSpec): Promise<Buffer> {
  const rng = random(spec.seed);
  const { width: w, height: h } = spec;
  const { back, front } = sceneSvg(spec.scene, spec, rng, w, h);
  // The background's base colour sits under the blurred layer, so its edges do not darken.
  const svg = (body: string, blur: number, base = '') =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><filter id="b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>${base}<g filter="url(#b)">${body}</g></svg>`,
    );
  return sharp(
    svg(
      back,
      spec.scene === 'window' ? 10 : 18,
      `<rect width="${w}" height="${h}" fill="${spec.palette[1]}"/>`,
    ),
  )
    .composite([{ input: svg(front, spec.focus) }, { input: await grain(rng, w, h), blend: 'soft-light' }])
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const name of await readdir(OUT_DIR))
    if (name.endsWith('.jpg')) await rm(new URL(name, `file://${OUT_DIR}`));
  const manifest = [];
  let total = 0;
  for (const spec of PHOTO_CATALOGUE) {
    const jpeg = await render(spec);
    const file = `${spec.name}.jpg`;
    await writeFile(`${OUT_DIR}${file}`, jpeg);
    total += jpeg.byteLength;
    manifest.push({
      file,
      width: spec.width,
      height: spec.height,
      bytes: jpeg.byteLength,
      sha256: createHash('sha256').update(jpeg).digest('hex'),
      thumbHash: await thumbHashOf(jpeg),
      alt: spec.alt,
      tags: spec.tags,
      focalPoint: spec.focalPoint,
    });
  }
  await writeFile(`${OUT_DIR}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} photos, ${(total / 1024 / 1024).toFixed(2)} MB in ${OUT_DIR}`);
}

await main();
