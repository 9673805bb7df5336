/**
 * Media calls (editor spec §7): the media item as the editor sees it, and the request and answer
 * of every /media/* route. Pure: no I/O, no DOM, no node:*.
 *
 * Upload flow (images and own videos):
 * 1. `POST media/directUpload` {mediaType, fileName, fileSize, groupId?} -> {url, id}. The name is
 *    checked here ('File has no extension' / 'File type not allowed'); the answer's `url` is where
 *    the bytes go: the server's own `PUT /api/v1/media/upload/{id}` locally, the stream service's
 *    direct-upload URL for videos in production.
 * 2. `PUT {url}` with the raw bytes (XHR, so the editor can show progress). The server decides the
 *    type from the bytes, re-encodes rasters, sanitises SVG, and answers an error envelope when the
 *    file is refused.
 * 3. `POST media/createEntry` {uploadId} -> {media}: the row exists from now on.
 * Videos: poll `GET media/get?id=` every VIDEO_POLL_MS until `videoSettings.status === 'ready'`.
 * A refused file (steps 1 and 2) answers 400, or 413 when too large, with a stable `error.code`
 * ('file_no_extension', 'file_content_mismatch', ...; `MEDIA_ERROR_CODES`) whose text the editor
 * shows after the upload error text, and the English reason in `error.reason` and `message`
 * ('File has no extension', 'File type not allowed', 'File too large', ...).
 */
import * as v from 'valibot';
import { localeMapOf } from './items.ts';
import { IdSchema, RevalidationTagSchema } from './common.ts';
import { UPLOAD_NAME_ERRORS } from '../media/upload-rules.ts';

/** Media file list page size (editor spec §9). */
export const MEDIA_PAGE_SIZE = 40;
/** Video list page size (editor spec §9). */
export const VIDEO_PAGE_SIZE = 20;
/** Video upload polling interval (editor spec §4, §9). */
export const VIDEO_POLL_MS = 3000;
/** Largest image upload, in bytes; bigger bodies are refused while streaming. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Largest own-video upload, in bytes. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** Cache-Control of a stored media file and of every image variant (editor spec §9). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MediaTypeSchema = v.picklist(MEDIA_TYPES);

/** Where a video comes from: our stream service (own upload) or YouTube. */
export const VIDEO_SOURCES = ['stream', 'youtube'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
/** A video upload's state (visitor spec §3 media states). */
export const VIDEO_STATES = ['upload', 'ready'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

const Fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const Percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** Focal point as fractions 0..1 of width and height. */
export const FocalPointSchema = v.strictObject({ x: Fraction, y: Fraction });
/** Crop area in percent of the original (x, y of the top-left corner, width, height). */
export const CropAreaSchema = v.pipe(
  v.strictObject({
    x: Percent,
    y: Percent,
    width: v.pipe(Percent, v.minValue(1)),
    height: v.pipe(Percent, v.minValue(1)),
  }),
  v.check((c) => c.x + c.width <= 100.0001 && c.y + c.height <= 100.0001, 'crop area leaves the image'),
);
/** An aspect ratio like '16:9'. */
export const AspectRatioSchema = v.pipe(v.string(), v.regex(/^\d{1,2}:\d{1,2}$/u));

export const VideoSettingsSchema = v.object({
  source: v.picklist(VIDEO_SOURCES),
  /** The stream service's upload id (own videos) or null. */
  uploadId: v.nullable(v.string()),
  status: v.picklist(VIDEO_STATES),
  /** The YouTube id or the stream service's video id. */
  videoId: v.nullable(v.string()),
  aspectRatio: AspectRatioSchema,
  /** A poster image URL (YouTube's maxres thumbnail, or the stream service's thumbnail). */
  thumbnailUrl: v.nullable(v.string()),
  /** Where the player loads the video from (own videos: the stored file or the stream's URL). */
  playbackUrl: v.nullable(v.string()),
});
export type VideoSettings = v.InferOutput<typeof VideoSettingsSchema>;

/** A media item as the editor's library shows it (editor spec §3 Media). */
export const MediaItemSchema = v.object({
  id: v.string(),
  /** The group the file was uploaded into (a gallery), or null. */
  parentId: v.nullable(v.string()),
  mediaType: v.picklist(['image', 'video', 'audio', 'document']),
  mimeType: v.string(),
  bucketFolder: v.string(),
  objectId: v.string(),
  originalFilename: v.string(),
  extension: v.string(),
  fileSize: v.number(),
  resolution: v.nullable(v.object({ width: v.number(), height: v.number() })),
  tags: v.array(v.string()),
  publicUrl: v.string(),
  /** The placeholder shown until the image loads (a ThumbHash, base64); null for SVG and video. */
  blurHash: v.nullable(v.string()),
  focalPoint: v.nullable(v.object({ x: v.number(), y: v.number() })),
  cropArea: v.nullable(v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })),
  videoSettings: v.nullable(VideoSettingsSchema),
  /** Alt text per locale. */
  alt: localeMapOf(v.string()),
  /** sha-256 of the stored bytes (hex); image variants are keyed by it. */
  contentHash: v.nullable(v.string()),
  /** ISO time of the last change; the list is newest first. */
  updated: v.string(),
});
export type MediaItem = v.InferOutput<typeof MediaItemSchema>;

export const MediaAnswerSchema = v.object({ media: MediaItemSchema });
export type MediaAnswer = v.InferOutput<typeof MediaAnswerSchema>;

/** GET media/list: newest first, one page at a time. */
export const MediaListQuerySchema = v.object({
  mediaType: v.optional(MediaTypeSchema, 'image'),
  /** A bucket folder ('uploads', 'gallery', 'demo', 'video'). */
  folder: v.optional(v.pipe(v.string(), v.maxLength(60))),
  /** Only items carrying this tag. */
  tag: v.optional(v.pipe(v.string(), v.maxLength(60))),
  /** Case-insensitive part of the original file name. */
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Zero-based page number (string in the query). */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/u), v.transform(Number)), '0'),
});
export type MediaListQuery = v.InferInput<typeof MediaListQuerySchema>;
export const MediaListAnswerSchema = v.object({
  items: v.array(MediaItemSchema),
  total: v.number(),
  pageSize: v.number(),
  /** Every folder and tag in use, for the filters. */
  folders: v.array(v.string()),
  tags: v.array(v.string()),
});
export type MediaListAnswer = v.InferOutput<typeof MediaListAnswerSchema>;

/** GET media/get?id= (the video poll). */
export const MediaGetQuerySchema = v.object({ id: IdSchema });

/** GET media/usage?id=: the pages that show the item (the delete warning names them). */
export const MediaUsageAnswerSchema = v.object({
  pages: v.array(v.object({ id: v.string(), title: v.string(), url: v.string() })),
});
export type MediaUsageAnswer = v.InferOutput<typeof MediaUsageAnswerSchema>;

/** POST media/directUpload. */
export const DirectUploadRequestSchema = v.strictObject({
  mediaType: MediaTypeSchema,
  fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  fileSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The gallery group the file goes into (bulk upload), or leave out. */
  groupId: v.optional(IdSchema),
});
export type DirectUploadRequest = v.InferOutput<typeof DirectUploadRequestSchema>;
export const DirectUploadAnswerSchema = v.object({ url: v.string(), id: v.string() });
export type DirectUploadAnswer = v.InferOutput<typeof DirectUploadAnswerSchema>;

/** POST media/createEntry. */
export const CreateEntryRequestSchema = v.strictObject({ uploadId: IdSchema });

/** What media/update may change. */
export const MediaPatchSchema = v.strictObject({
  id: IdSchema,
  alt: v.optional(localeMapOf(v.pipe(v.string(), v.maxLength(500)))),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(60))), v.maxLength(30))),
  focalPoint: v.optional(v.nullable(FocalPointSchema)),
  cropArea: v.optional(v.nullable(CropAreaSchema)),
  originalFilename: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  aspectRatio: v.optional(AspectRatioSchema),
});
export type MediaPatch = v.InferOutput<typeof MediaPatchSchema>;

/** POST media/update. */
export const MediaUpdateRequestSchema = v.strictObject({
  media: MediaPatchSchema,
  revalidationTag: v.optional(RevalidationTagSchema),
});
export type MediaUpdateRequest = v.InferOutput<typeof MediaUpdateRequestSchema>;

/** POST media/blurHash (skipped for SVG: the answer's blurHash stays null). */
export const BlurHashRequestSchema = v.strictObject({
  media: v.strictObject({ id: IdSchema }),
  revalidationTag: v.optional(RevalidationTagSchema),
});

/** POST media/cropImage: sets the crop area (non-destructive: variants are cut from the original). */
export const CropImageRequestSchema = v.strictObject({
  media: v.strictObject({
    id: IdSchema,
    cropArea: v.nullable(CropAreaSchema),
    focalPoint: v.optional(FocalPointSchema),
  }),
});
export const CropImageAnswerSchema = v.object({ status: v.literal('ok'), croppedMedia: MediaItemSchema });

/** POST media/delete. */
export const MediaDeleteRequestSchema = v.strictObject({
  mediaId: IdSchema,
  bucketFolder: v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/u)),
  groupId: v.nullable(IdSchema),
  objectId: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/u)),
  extension: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,8}$/u)),
});
export type MediaDeleteRequest = v.InferOutput<typeof MediaDeleteRequestSchema>;
/**
 * The delete answer is the spec's success flag and error string (not the usual envelope data); a
 * failure also names its code ('media_delete_failed').
 */
export const MediaDeleteAnswerSchema = v.object({
  success: v.boolean(),
  error: v.nullable(v.string()),
  code: v.optional(v.string()),
});
export type MediaDeleteAnswer = v.InferOutput<typeof MediaDeleteAnswerSchema>;

/** POST media/youtube. */
export const YouTubeRequestSchema = v.strictObject({
  videoId: v.pipe(v.string(), v.regex(/^[\w-]{11}$/u)),
  youtubeUrl: v.pipe(v.string(), v.maxLength(500)),
  thumbnailUrl: v.pipe(v.string(), v.maxLength(500)),
  aspectRatio: v.literal('16:9'),
  groupId: v.optional(IdSchema),
});
export type YouTubeRequest = v.InferOutput<typeof YouTubeRequestSchema>;

/** The error answer of a refused upload: the usual error plus the reason to show. */
export const MediaRefusalSchema = v.object({
  success: v.literal(false),
  error: v.object({ code: v.string(), message: v.string(), reason: v.string() }),
});
export type MediaRefusal = v.InferOutput<typeof MediaRefusalSchema>;

/**
 * Why the server refused an uploaded file (`error.reason` of a refusal), besides the spec's name
 * errors ('File has no extension', 'File type not allowed'); the editor shows them translated.
 */
export const UPLOAD_REFUSALS = {
  tooLarge: 'File too large',
  mismatch: 'File content does not match its extension',
  notSvg: 'File is not a valid SVG image',
  unreadable: 'Image could not be read',
  tooManyPixels: 'Image has too many pixels',
  noProcessor: 'Uploads are not processed on this server',
} as const;

/** The media error texts of editor spec §8 (English codes the server answers with). */
export const MEDIA_ERRORS = {
  createEntry: 'Failed to create media entry',
  uploadUrl: 'Failed to fetch the upload URL',
  uploadUrlMissing: 'Upload URL or ID missing',
  noMeta: 'No media meta returned',
  crop: 'Failed to crop image',
  delete: 'Failed to delete media',
  internal: 'Internal server error',
} as const;

/**
 * The stable `error.code` of every media error, with the English text the API keeps as its
 * `message` (a refusal also as its `reason`). The editor shows the code's text from its
 * dictionary (src/i18n/editor/media.ts), in the editor's language.
 */
export const MEDIA_ERROR_CODES = {
  file_no_extension: UPLOAD_NAME_ERRORS.noExtension,
  file_type_not_allowed: UPLOAD_NAME_ERRORS.typeNotAllowed,
  file_too_large: UPLOAD_REFUSALS.tooLarge,
  file_content_mismatch: UPLOAD_REFUSALS.mismatch,
  file_not_svg: UPLOAD_REFUSALS.notSvg,
  image_unreadable: UPLOAD_REFUSALS.unreadable,
  image_too_many_pixels: UPLOAD_REFUSALS.tooManyPixels,
  uploads_not_processed: UPLOAD_REFUSALS.noProcessor,
  media_create_failed: MEDIA_ERRORS.createEntry,
  media_upload_url_failed: MEDIA_ERRORS.uploadUrl,
  media_upload_url_missing: MEDIA_ERRORS.uploadUrlMissing,
  media_no_meta: MEDIA_ERRORS.noMeta,
  media_crop_failed: MEDIA_ERRORS.crop,
  media_delete_failed: MEDIA_ERRORS.delete,
  media_internal_error: MEDIA_ERRORS.internal,
} as const;
export type MediaErrorCode = keyof typeof MEDIA_ERROR_CODES;
/** The English text of a media error (what the server's refusals and failures are built from). */
export type MediaErrorMessage = (typeof MEDIA_ERROR_CODES)[MediaErrorCode];

const CODE_OF_MESSAGE = new Map<string, MediaErrorCode>(
  Object.entries(MEDIA_ERROR_CODES).map(([code, message]) => [message, code as MediaErrorCode]),
);

/**
 * The code of a media error's English text.
 *
 * @example
 * mediaErrorCode('File content does not match its extension'); // 'file_content_mismatch'
 */
export function mediaErrorCode(message: MediaErrorMessage): MediaErrorCode {
  return CODE_OF_MESSAGE.get(message) ?? 'media_internal_error';
}

/** Whether an answer's `error.code` is a media error's. */
export function isMediaErrorCode(code: string): code is MediaErrorCode {
  return Object.hasOwn(MEDIA_ERROR_CODES, code);
}
