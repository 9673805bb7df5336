/**
 * What the upload route asks of the bytes an editor sent: decide the type by the content, make
 * the file safe to serve (rasters re-encoded, SVG sanitised, videos checked) and measure it. The
 * interface keeps the native work (sharp) out of the Workers bundle: the Node entry passes
 * `nodeMediaProcessor` (./node-processor.ts), the Worker `cloudflareMediaProcessor`; a deployment
 * without one refuses image uploads.
 */
import {
  mediaErrorCode,
  UPLOAD_REFUSALS,
  type MediaErrorCode,
  type MediaErrorMessage,
  type MediaType,
} from '../../../src/lib/api/media.ts';

/** A file as it will be stored: safe bytes, their type and measurements. */
export interface ProcessedFile {
  bytes: Uint8Array;
  mimeType: string;
  /** The stored file's extension, from the detected type (never from the uploaded name). */
  extension: string;
  width: number | null;
  height: number | null;
  /** A ThumbHash (base64) of a raster image; null for SVG and video. */
  blurHash: string | null;
}

/**
 * An upload refused for a reason the editor is shown: `reason` is the English text the answer
 * keeps ('File type not allowed', ...), `code` the stable code the editor translates.
 */
export class UploadRefused extends Error {
  readonly reason: MediaErrorMessage;
  readonly code: MediaErrorCode;
  constructor(reason: MediaErrorMessage) {
    super(reason);
    this.name = 'UploadRefused';
    this.reason = reason;
    this.code = mediaErrorCode(reason);
  }
}

export interface MediaProcessor {
  /**
   * Checks and prepares an uploaded file; rejects with `UploadRefused` when it is not allowed.
   * `fileName` only gives the extension the editor claimed, which must agree with the content.
   */
  process(input: { bytes: Uint8Array; mediaType: MediaType; fileName: string }): Promise<ProcessedFile>;
  /** The ThumbHash of a stored raster image (media/blurHash), or null when it has none (SVG). */
  blurHash(bytes: Uint8Array, extension: string): Promise<string | null>;
}

/** The reason for bytes that claim a raster format but do not decode as one (Node and Workers). */
export const UNREADABLE_REASON = UPLOAD_REFUSALS.unreadable;

/** The reason a deployment without a processor gives (the Workers entry: no sharp there). */
export const NO_PROCESSOR_REASON = UPLOAD_REFUSALS.noProcessor;

/** Refuses every upload (the default when no processor is configured). */
export const noMediaProcessor: MediaProcessor = {
  process: async () => {
    throw new UploadRefused(NO_PROCESSOR_REASON);
  },
  blurHash: async () => null,
};
