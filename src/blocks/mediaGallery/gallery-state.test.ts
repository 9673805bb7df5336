/** The gallery's rules: batches, 'load more', the two-tap delete and the delete request. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GALLERY_BATCH,
  deleteRequestOf,
  deleteTap,
  hasMore,
  lightboxSize,
  lightboxSlide,
  shownCount,
} from './gallery-state.ts';

describe('shownCount / hasMore', () => {
  it('shows one batch, then one more per press, never more than there are', () => {
    expect(GALLERY_BATCH).toBe(24);
    expect(shownCount(30, 24, 0)).toBe(24);
    expect(hasMore(30, 24)).toBe(true);
    expect(shownCount(30, 24, 1)).toBe(30);
    expect(hasMore(30, 30)).toBe(false);
    expect(shownCount(60, 24, 1)).toBe(48);
    expect(shownCount(0, 24, 0)).toBe(0);
  });

  it('grows by exactly one batch per press until everything shows (property)', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 96 }), fc.nat(30), (total, batch, loads) => {
        const now = shownCount(total, batch, loads);
        const next = shownCount(total, batch, loads + 1);
        expect(now).toBeLessThanOrEqual(total);
        expect(next - now).toBe(hasMore(total, now) ? Math.min(batch, total - now) : 0);
      }),
    );
  });
});

describe('deleteTap', () => {
  it('deletes at once with a mouse', () => {
    expect(deleteTap({ touch: false, selected: null, id: 'a' })).toEqual({
      action: 'delete',
      selected: null,
    });
  });

  it('on touch layouts selects first, deletes on the second tap, moves the selection to another item', () => {
    expect(deleteTap({ touch: true, selected: null, id: 'a' })).toEqual({ action: 'select', selected: 'a' });
    expect(deleteTap({ touch: true, selected: 'a', id: 'a' })).toEqual({ action: 'delete', selected: null });
    expect(deleteTap({ touch: true, selected: 'a', id: 'b' })).toEqual({ action: 'select', selected: 'b' });
  });
});

describe('deleteRequestOf', () => {
  it('reads the stored key of a media-store URL', () => {
    expect(
      deleteRequestOf({ id: 'm1', url: '/media/demo/default/group-g/gallery-01-shelf.jpg' }, 'group-g'),
    ).toEqual({
      mediaId: 'm1',
      bucketFolder: 'demo',
      groupId: 'group-g',
      objectId: 'gallery-01-shelf',
      extension: 'jpg',
    });
  });

  it('gives null for files outside the media store or with odd paths', () => {
    expect(deleteRequestOf({ id: 'm', url: '/demo/shop-window.svg' }, 'g')).toBeNull();
    expect(deleteRequestOf({ id: 'm', url: '/media/a/../b/c.jpg' }, 'g')).toBeNull();
    expect(deleteRequestOf({ id: 'm', url: 'https://example.com/media/a/b/c/d.jpg' }, 'g')).toBeNull();
  });
});

describe('lightboxSize', () => {
  it('uses the stored size, else a 3:2 guess', () => {
    expect(lightboxSize({ width: 1600, height: 1067 })).toEqual({ width: 1600, height: 1067 });
    expect(lightboxSize({ width: null, height: null })).toEqual({ width: 1500, height: 1000 });
  });
});

describe('lightboxSlide', () => {
  const photo = {
    id: 'm1',
    url: '/media/uploads/default/library/m1.jpg',
    mimeType: 'image/jpeg',
    width: 6000,
    height: 4000,
    contentHash: 'abc123',
  };
  it('opens the largest WebP variant at its own size, never the original upload', () => {
    const slide = lightboxSlide(photo);
    expect(slide.src).toMatch(/^\/_img\/m1\/[a-z0-9]+\/orig-\d+\.webp$/);
    expect(slide.src).not.toBe(photo.url);
    const width = Number(/-(\d+)\.webp$/.exec(slide.src)?.[1]);
    expect(slide).toMatchObject({ width, height: Math.round((width * 4000) / 6000) });
    expect(width).toBeLessThan(6000);
  });
  it('opens an image without variants (SVG) as it is', () => {
    const svg = { ...photo, url: '/media/x.svg', mimeType: 'image/svg+xml', contentHash: null };
    expect(lightboxSlide(svg)).toEqual({ src: '/media/x.svg', width: 6000, height: 4000 });
  });
});
