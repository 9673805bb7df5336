import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot, MediaSnapshot, PageSnapshot } from '../content.ts';
import { fileNameOf, missingAltTexts } from './accessibility.ts';

const image = (
  id: string,
  alt: Partial<Record<'de' | 'en', string>>,
  patch: Partial<MediaSnapshot> = {},
): MediaSnapshot => ({
  id,
  url: `/media/uploads/t/${id}.jpg`,
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  alt,
  focalPoint: null,
  blurHash: null,
  ...patch,
});

const field = (name: string, media: MediaSnapshot | null, visible = true): FieldSnapshot => ({
  id: `f-${name}`,
  name,
  content: null,
  options: {},
  media,
  visible,
});

const group = (id: string, patch: Partial<GroupSnapshot> = {}): GroupSnapshot => ({
  id,
  type: 'hero',
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: {},
  children: [],
  ...patch,
});

const page = (groups: GroupSnapshot[], patch: Partial<PageSnapshot> = {}): PageSnapshot => ({
  id: 'page-home',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: '', en: '' },
  meta: { name: { de: 'Start' } },
  ogImage: null,
  fields: {},
  groups,
  ...patch,
});

describe('missingAltTexts', () => {
  it('lists images without alt text in a language the page, block and field are shown in', () => {
    const snapshot = page(
      [
        group('hero', { fields: { image: field('image', image('m1', { de: 'Laden' })) } }),
        group('en-hidden', {
          disallowedLanguages: ['en'],
          fields: { image: field('image', image('m2', { de: 'Brille' })) },
        }),
        group('gallery', {
          type: 'mediaGallery',
          media: [image('m3', { de: ' ', en: 'Glasses' }), image('m4', { de: 'a', en: 'b' })],
        }),
        group('gone', { status: 'markedForDeletion', fields: { image: field('image', image('m5', {})) } }),
        group('hidden-field', { fields: { image: field('image', image('m6', {}), false) } }),
        group('video', {
          fields: {
            video: field('video', image('m7', {}, { mimeType: 'video/mp4' })),
          },
        }),
      ],
      { ogImage: image('og', { en: 'Shop' }) },
    );
    expect(missingAltTexts(snapshot, ['de', 'en'])).toEqual([
      { mediaId: 'og', fileName: 'og.jpg', locales: ['de'] },
      { mediaId: 'm1', fileName: 'm1.jpg', locales: ['en'] },
      { mediaId: 'm3', fileName: 'm3.jpg', locales: ['de'] },
    ]);
  });

  it('leaves out languages the page is hidden in and joins one image used twice', () => {
    const shared = image('m1', {});
    const snapshot = page(
      [
        group('a', { fields: { image: field('image', shared) } }),
        group('b', { children: [group('card', { fields: { image: field('image', shared) } })] }),
      ],
      { meta: { name: { de: 'Start' }, disallowedLanguages: ['en'] } },
    );
    expect(missingAltTexts(snapshot, ['de', 'en'])).toEqual([
      { mediaId: 'm1', fileName: 'm1.jpg', locales: ['de'] },
    ]);
    expect(missingAltTexts(page([]), ['de', 'en'])).toEqual([]);
  });

  it('reads the file name of a URL', () => {
    expect(fileNameOf('/media/a/b/Laden%20Winterthur.jpg?v=2')).toBe('Laden Winterthur.jpg');
    expect(fileNameOf('/media/%E0%A4%A.jpg')).toBe('%E0%A4%A.jpg');
  });
});
