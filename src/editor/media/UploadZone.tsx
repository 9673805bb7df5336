/**
 * Where files come in (editor spec §2, §5): a labelled file picker (`accept` image/* or video/*)
 * and a drop area around it, and the list of uploads with a progress bar per file and its error
 * as 'the upload error text: reason'. Shared by the media library and the gallery's bulk uploader.
 */
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { format, type EditorDictionary } from '../../i18n/editor.ts';
import { MEDIA_ERRORS, UPLOAD_REFUSALS } from '../../lib/api/media.ts';
import { UPLOAD_NAME_ERRORS } from '../../lib/media/upload-rules.ts';
import { useEditorTexts } from '../hooks.ts';
import type { FileUpload } from './uploads.ts';

/** The dictionary's text for a reason the upload flow names (the server's own words otherwise). */
export function reasonText(t: EditorDictionary, reason: string): string {
  const known: Record<string, string> = {
    [UPLOAD_NAME_ERRORS.noExtension]: t.mediaErrorNoExtension,
    [UPLOAD_NAME_ERRORS.typeNotAllowed]: t.mediaErrorTypeNotAllowed,
    [MEDIA_ERRORS.createEntry]: t.mediaErrorCreateEntry,
    [MEDIA_ERRORS.uploadUrl]: t.mediaErrorUploadUrl,
    [MEDIA_ERRORS.uploadUrlMissing]: t.mediaErrorUploadUrlMissing,
    [MEDIA_ERRORS.noMeta]: t.mediaErrorNoMeta,
    [MEDIA_ERRORS.internal]: t.mediaErrorInternal,
    [UPLOAD_REFUSALS.tooLarge]: t.mediaRefusedTooLarge,
    [UPLOAD_REFUSALS.mismatch]: t.mediaRefusedMismatch,
    [UPLOAD_REFUSALS.notSvg]: t.mediaRefusedNotSvg,
    [UPLOAD_REFUSALS.unreadable]: t.mediaRefusedUnreadable,
    [UPLOAD_REFUSALS.tooManyPixels]: t.mediaRefusedTooManyPixels,
    [UPLOAD_REFUSALS.noProcessor]: t.mediaRefusedNoProcessor,
  };
  return known[reason] ?? reason;
}

/** The text shown for a failed upload: the upload error text, a colon, the reason (editor spec §8). */
export function uploadErrorText(t: EditorDictionary, reason: string): string {
  return format(t.mediaUploadErrorReason, { error: t.mediaUploadError, reason: reasonText(t, reason) });
}

export function UploadZone(props: {
  accept: 'image/*' | 'video/*';
  multiple: boolean;
  label: string;
  hint: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}) {
  const { accept, multiple, label, hint, disabled, onFiles, children } = props;
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className={`media-drop${over ? ' media-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="media-panel__hint">{hint}</p>
      <label htmlFor={inputId} className="editor-button-secondary media-drop__pick">
        {label}
      </label>
      <input
        id={inputId}
        className="editor-sr-only"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {children}
    </div>
  );
}

export function UploadList({
  files,
  statusLabels,
}: {
  files: readonly FileUpload[];
  statusLabels?: boolean;
}) {
  const t = useEditorTexts();
  if (files.length === 0) return null;
  const status = { uploading: t.bulkFileUploading, success: t.bulkFileSuccess, error: t.bulkFileError };
  return (
    <ul className="media-uploads" aria-label={t.mediaUploads}>
      {files.map((file) => (
        <li
          key={file.key}
          className={`media-uploads__item media-uploads__item--${file.status}`}
          data-status={file.status}
        >
          <span className="media-uploads__name">{file.name}</span>
          {statusLabels ? <span className="media-uploads__status">{status[file.status]}</span> : null}
          {file.status === 'error' ? (
            <span className="media-uploads__error" role="alert">
              {uploadErrorText(t, file.reason ?? '')}
            </span>
          ) : (
            <progress
              max={100}
              value={Math.round(file.progress * 100)}
              aria-label={format(t.mediaUploadProgress, {
                name: file.name,
                percent: Math.round(file.progress * 100),
              })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
