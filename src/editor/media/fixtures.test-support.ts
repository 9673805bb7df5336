/** A media row as the server answers it, for the media tests (change what a test needs). */
import type { MediaItem } from '../../lib/api/media.ts';

export function mediaItem(patch: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 'media-1',
    parentId: null,
    mediaType: 'image',
    mimeType: 'image/jpeg',
    bucketFolder: 'uploads',
    objectId: 'a1b2c3',
    originalFilename: 'laden.jpg',
    extension: 'jpg',
    fileSize: 123_456,
    resolution: { width: 1600, height: 900 },
    tags: [],
    publicUrl: '/media/uploads/t/a1b2c3.jpg',
    blurHash: null,
    focalPoint: null,
    cropArea: null,
    videoSettings: null,
    alt: {},
    contentHash: null,
    updated: '2026-11-25T01:00:00.000Z',
    ...patch,
  };
}
