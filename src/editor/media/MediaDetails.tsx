/**
 * The details pane of the media library: preview, file name, type, resolution and size (Bytes /
 * KB / MB / GB in the editor's locale), the alt text per site language (a published language
 * without one is flagged) and the tags, saved with media/update; the crop and focal-point tool for
 * images; delete after a confirmation that names the pages using the file (GET media/usage).
 */
import { useId, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { Locale } from '../../lib/content.ts';
import type { MediaItem } from '../../lib/api/media.ts';
import { formatByteSize } from '../../lib/media/byte-size.ts';
import { reloadDraft } from '../actions.ts';
import { ApiFailure } from '../api-client.ts';
import { ConfirmDialog } from '../Dialog.tsx';
import { recordIrreversibleStep } from '../history/controller.ts';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import { CropTool } from './CropTool.tsx';
import { parseTags } from './library-list.ts';
import { mediaApi } from './media-api.ts';
import { knowsErrorCode, mediaErrorText } from './media-errors.ts';

export interface MediaDetailsProps {
  media: MediaItem;
  /** Every language of the site, and the ones this page is published in. */
  siteLocales: readonly Locale[];
  publishedLocales: readonly Locale[];
  /** The editor's locale for numbers ('de-CH', 'fr-CH'). */
  numberLocale: string;
  frameRatio: number | null;
  onChanged: (media: MediaItem) => void;
  onDeleted: (media: MediaItem) => void;
}

/** Render it with a `key` of the item's id and update time: its inputs start from the stored values. */
export function MediaDetails(props: MediaDetailsProps) {
  const { media, siteLocales, publishedLocales, numberLocale, frameRatio, onChanged, onDeleted } = props;
  const t = useEditorTexts();
  const headingId = useId();
  const [alt, setAlt] = useState<Partial<Record<Locale, string>>>(media.alt);
  const [tags, setTags] = useState(media.tags.join(', '));
  const [saving, setSaving] = useState(false);
  const [usage, setUsage] = useState<string[] | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await mediaApi.update({ media: { id: media.id, alt, tags: parseTags(tags) } });
      pushToast('success', t.mediaSaved);
      onChanged(answer.media);
    } catch (error) {
      console.error('[editor] media update', error);
      pushToast('error', t.mediaSaveError);
    } finally {
      setSaving(false);
    }
  };

  const askDelete = async () => {
    try {
      const answer = await mediaApi.usage(media.id);
      setUsage(answer.pages.map((page) => page.title || page.url));
    } catch (error) {
      console.error('[editor] media usage', error);
      pushToast('error', t.mediaDeleteError);
    }
  };

  const remove = async () => {
    setUsage(null);
    try {
      await mediaApi.remove(media);
      // Gone for good: undo must not reach past it (src/editor/history/controller.ts).
      recordIrreversibleStep('deletion');
      pushToast('success', t.mediaDeleted);
      onDeleted(media);
      await reloadDraft();
    } catch (error) {
      console.error('[editor] media delete', error);
      const known = error instanceof ApiFailure && knowsErrorCode(error.code);
      pushToast('error', known ? mediaErrorText(t, error.code) : t.mediaDeleteError);
    }
  };

  const isImage = media.mediaType === 'image';
  return (
    <section className="media-details" aria-labelledby={headingId}>
      <h3 id={headingId} className="media-panel__heading">
        {t.mediaDetails}
      </h3>
      {isImage ? (
        <img className="media-details__preview" src={media.publicUrl} alt="" />
      ) : media.videoSettings?.thumbnailUrl ? (
        <img className="media-details__preview" src={media.videoSettings.thumbnailUrl} alt="" />
      ) : null}
      <dl className="media-details__facts">
        <dt>{t.mediaFileName}</dt>
        <dd className="media-details__name">{media.originalFilename}</dd>
        <dt>{t.mediaFileType}</dt>
        <dd>{media.mimeType}</dd>
        {media.resolution ? (
          <>
            <dt>{t.mediaResolution}</dt>
            <dd>{format(t.mediaResolutionValue, media.resolution)}</dd>
          </>
        ) : null}
        <dt>{t.mediaSize}</dt>
        <dd>{formatByteSize(media.fileSize, numberLocale)}</dd>
      </dl>

      {siteLocales.map((locale) => {
        const missing = publishedLocales.includes(locale) && !(alt[locale] ?? '').trim();
        return (
          <label key={locale} className="media-panel__field" data-alt-locale={locale}>
            <span>{format(t.mediaAlt, { locale: locale.toUpperCase() })}</span>
            <input
              type="text"
              maxLength={500}
              value={alt[locale] ?? ''}
              aria-invalid={missing || undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAlt((current) => ({ ...current, [locale]: value }));
              }}
            />
            {missing ? <span className="media-panel__warning">{t.mediaAltMissing}</span> : null}
          </label>
        );
      })}
      <label className="media-panel__field">
        <span>{t.mediaTags}</span>
        <input type="text" value={tags} onChange={(event) => setTags(event.currentTarget.value)} />
      </label>
      <div className="media-panel__actions">
        <button type="button" className="editor-button-primary" disabled={saving} onClick={() => void save()}>
          {t.mediaSave}
        </button>
        <button type="button" className="editor-button-danger" onClick={() => void askDelete()}>
          {t.mediaDelete}
        </button>
      </div>

      {isImage ? <CropTool key={media.id} media={media} frameRatio={frameRatio} onSaved={onChanged} /> : null}

      {usage ? (
        <ConfirmDialog
          title={t.mediaDeleteTitle}
          message={`${
            usage.length > 0 ? format(t.mediaDeleteUsed, { pages: usage.join(', ') }) : t.mediaDeleteUnused
          } ${t.mediaDeleteWarning}`}
          confirmLabel={t.mediaDeleteConfirm}
          onCancel={() => setUsage(null)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}
