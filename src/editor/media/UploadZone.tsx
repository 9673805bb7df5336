/**
 * Where files come in (editor spec §2, §5): a labelled file picker (`accept` image/* or video/*)
 * and a drop area around it, and the list of uploads with a progress bar per file and its error
 * as 'the upload error text: reason' (with a button that dismisses it, where the list allows).
 * Shared by the media library and the gallery's bulk uploader.
 */
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { format } from '../../i18n/editor.ts';
import { useEditorTexts } from '../hooks.ts';
import { uploadErrorText } from './media-errors.ts';
import type { FileUpload } from './uploads.ts';

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
  onDismiss,
}: {
  files: readonly FileUpload[];
  statusLabels?: boolean;
  /** Removes a failed file from the list (its close button shows only when given). */
  onDismiss?: (key: string) => void;
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
            <>
              <span className="media-uploads__error" role="alert">
                {uploadErrorText(t, file.errorCode)}
              </span>
              {onDismiss ? (
                <button
                  type="button"
                  className="media-uploads__dismiss"
                  aria-label={format(t.mediaUploadDismiss, { name: file.name })}
                  title={format(t.mediaUploadDismiss, { name: file.name })}
                  onClick={() => onDismiss(file.key)}
                >
                  ×
                </button>
              ) : null}
            </>
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
