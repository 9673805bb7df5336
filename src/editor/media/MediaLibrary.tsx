/**
 * The media library (editor spec §2, §3 Media): a modal dialog opened from the context menu of an
 * image or video field (or for the page's share image). Newest first, 40 per page (videos 20) with
 * 'load more'; filters by type, folder and tag; search by name; upload by picker or drop with a
 * progress bar per file; own videos are polled until ready, YouTube videos added by URL. Choosing
 * an item and 'use' saves it into the field; the details pane edits alt texts, tags, crop and
 * focal point, and deletes. The item the field uses now is listed first and marked in words (a
 * badge and its button's name), not by colour alone; a failed upload stays until dismissed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { Locale } from '../../lib/content.ts';
import { pageLocales } from '../../lib/drafts.ts';
import type { MediaItem, MediaType } from '../../lib/api/media.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $draft, $editorLocale, pushToast, type MediaTarget } from '../store.ts';
import { assignMedia } from './assign.ts';
import { MediaDetails } from './MediaDetails.tsx';
import { appendPage, folderLabel, mergeItems, withCurrentFirst } from './library-list.ts';
import { mediaApi } from './media-api.ts';
import { currentMediaId } from './target.ts';
import { UploadList, UploadZone } from './UploadZone.tsx';
import { reduceUploads, uploadFiles } from './uploads.ts';
import { isVideoReady, pollVideoUntilReady } from './video-poll.ts';
import { YouTubeForm } from './YouTubeForm.tsx';
import './media.css';

/** How long typing pauses before the name search runs. */
const SEARCH_DELAY_MS = 300;

interface Filters {
  mediaType: MediaType;
  folder: string;
  tag: string;
  q: string;
}

interface Listing {
  items: MediaItem[];
  total: number;
  folders: string[];
  tags: string[];
  page: number;
}

const EMPTY: Listing = { items: [], total: 0, folders: [], tags: [], page: 0 };

/** A labelled filter: 'all' or one of the values in use. */
function FilterSelect(props: {
  label: string;
  all: string;
  value: string;
  choices: readonly string[];
  /** The name shown for a value (default: the value). */
  labelOf?: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
        <option value="">{props.all}</option>
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.labelOf ? props.labelOf(choice) : choice}
          </option>
        ))}
      </select>
    </>
  );
}

export default function MediaLibrary({ target, onClose }: { target: MediaTarget; onClose: () => void }) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const draft = useStore($draft);
  const typeId = useId();
  const searchId = useId();
  // One request at a time: the filters and the page wanted; the list answers it when it arrives.
  const [request, setRequest] = useState<{ filters: Filters; page: number }>({
    filters: { mediaType: target.kind === 'field' ? target.mediaType : 'image', folder: '', tag: '', q: '' },
    page: 0,
  });
  const filters = request.filters;
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>(EMPTY);
  const [settled, setSettled] = useState<{ request: typeof request; failed: boolean } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [uploads, dispatch] = useReducer(reduceUploads, []);
  const polls = useRef(new AbortController());
  const loading = settled?.request !== request;
  const failed = !loading && settled.failed;
  const currentId = draft ? currentMediaId(draft.page, target) : null;
  // The item the target uses now, read once: it leads the list before its page is loaded.
  const [current, setCurrent] = useState<MediaItem | null>(null);

  useEffect(() => () => polls.current.abort(), []);

  useEffect(() => {
    let live = true;
    if (!currentId) return;
    mediaApi.get(currentId).then(
      (answer) => live && setCurrent(answer.media),
      (error: unknown) => console.error('[editor] current media', error),
    );
    return () => {
      live = false;
    };
  }, [currentId]);

  useEffect(() => {
    let current = true;
    const { filters: which, page } = request;
    mediaApi
      .list({
        mediaType: which.mediaType,
        ...(which.folder ? { folder: which.folder } : {}),
        ...(which.tag ? { tag: which.tag } : {}),
        ...(which.q ? { q: which.q } : {}),
        page: String(page),
      })
      .then(
        (answer) => {
          if (!current) return;
          setListing((before) => ({
            items: page === 0 ? answer.items : appendPage(before.items, answer.items),
            total: answer.total,
            folders: answer.folders,
            tags: answer.tags,
            page,
          }));
          setSettled({ request, failed: false });
        },
        (error: unknown) => {
          if (!current) return;
          console.error('[editor] media list', error);
          setSettled({ request, failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [request]);

  const setFilter = (patch: Partial<Filters>) =>
    setRequest((r) => ({ filters: { ...r.filters, ...patch }, page: 0 }));

  useEffect(() => {
    const timer = setTimeout(
      () =>
        setRequest((r) =>
          r.filters.q === search.trim() ? r : { filters: { ...r.filters, q: search.trim() }, page: 0 },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const changed = (media: MediaItem) => {
    setListing((before) => ({ ...before, items: mergeItems(before.items, [media], 'inPlace') }));
    setCurrent((before) => (before?.id === media.id ? media : before));
  };

  const waitForVideo = (media: MediaItem) => {
    pushToast('info', t.mediaVideoPreparing);
    pollVideoUntilReady(mediaApi, media.id, { signal: polls.current.signal }).then(
      (ready) => {
        changed(ready);
        pushToast('success', t.mediaVideoReady);
      },
      (error: unknown) => {
        if (polls.current.signal.aborted) return;
        console.error('[editor] video poll', error);
        pushToast('error', t.mediaVideoError);
      },
    );
  };

  const added = (created: readonly MediaItem[]) => {
    if (created.length === 0) return;
    setListing((before) => ({
      ...before,
      items: mergeItems(before.items, created, 'first'),
      total: before.total + created.length,
    }));
    setSelectedId(created.at(-1)?.id ?? null);
  };

  const upload = async (files: File[]) => {
    const created = await uploadFiles(mediaApi, files, { mediaType: filters.mediaType }, dispatch);
    added(created);
    for (const media of created) if (media.mediaType === 'video' && !isVideoReady(media)) waitForVideo(media);
  };

  const siteLocales: Locale[] = draft ? draft.paths.map((p) => p.locale) : [];
  const publishedLocales = draft ? pageLocales(draft.page, siteLocales) : [];
  const video = filters.mediaType === 'video';
  const shownCurrent = current?.id === currentId && current.mediaType === filters.mediaType ? current : null;
  const narrowed = Boolean(filters.folder || filters.tag || filters.q);
  const items = withCurrentFirst(listing.items, shownCurrent, narrowed);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const currentLabel = video ? t.mediaCurrentVideo : t.mediaCurrentImage;

  return (
    <Dialog title={t.mediaLibraryTitle} onClose={onClose}>
      <div className="media-panel" data-media-library="">
        <div className="media-panel__main">
          <div className="media-panel__filters">
            <label htmlFor={typeId}>{t.mediaTypeFilter}</label>
            <select
              id={typeId}
              value={filters.mediaType}
              onChange={(event) =>
                setFilter({ mediaType: event.currentTarget.value as MediaType, folder: '', tag: '' })
              }
            >
              <option value="image">{t.mediaTypeImage}</option>
              <option value="video">{t.mediaTypeVideo}</option>
            </select>
            <FilterSelect
              label={t.mediaFolderFilter}
              all={t.mediaFilterAll}
              value={filters.folder}
              choices={listing.folders}
              labelOf={(folder) => folderLabel(t, folder)}
              onChange={(folder) => setFilter({ folder })}
            />
            <FilterSelect
              label={t.mediaTagFilter}
              all={t.mediaFilterAll}
              value={filters.tag}
              choices={listing.tags}
              onChange={(tag) => setFilter({ tag })}
            />
            <label htmlFor={searchId}>{t.mediaSearch}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </div>

          <UploadZone
            accept={video ? 'video/*' : 'image/*'}
            multiple
            label={video ? t.mediaVideoUpload : t.mediaUploadPick}
            hint={t.mediaUploadDrop}
            onFiles={(files) => void upload(files)}
          >
            <UploadList files={uploads} onDismiss={(key) => dispatch({ type: 'dismissed', key })} />
          </UploadZone>
          {video ? <YouTubeForm onAdded={(media) => added([media])} /> : null}

          <p className="media-panel__hint" aria-live="polite">
            {loading
              ? t.mediaLoading
              : failed
                ? t.mediaLoadError
                : items.length === 0
                  ? t.mediaEmpty
                  : format(t.mediaCount, {
                      shown: items.length,
                      total: Math.max(listing.total, items.length),
                    })}
          </p>
          <ul className="media-grid" aria-label={t.mediaList}>
            {items.map((item) => {
              const thumb = item.mediaType === 'image' ? item.publicUrl : item.videoSettings?.thumbnailUrl;
              const isCurrent = item.id === currentId;
              const name = item.originalFilename;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`media-grid__item${isCurrent ? ' media-grid__item--current' : ''}`}
                    aria-pressed={item.id === selectedId}
                    aria-label={
                      isCurrent
                        ? format(t.mediaSelectCurrent, { name, current: currentLabel })
                        : format(t.mediaSelect, { name })
                    }
                    data-media-id={item.id}
                    data-current={isCurrent ? '' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    {thumb ? (
                      <img src={thumb} alt="" loading="lazy" />
                    ) : (
                      <span className="media-grid__blank" />
                    )}
                    <span className="media-grid__name">{name}</span>
                    {/* After the name and a space, in the order of the button's name (WCAG 2.5.3). */}
                    {isCurrent ? (
                      <>
                        {' '}
                        <span className="media-grid__current">{currentLabel}</span>
                      </>
                    ) : null}
                    {item.videoSettings?.status === 'upload' ? (
                      <span className="media-grid__status">{t.mediaVideoStatusUpload}</span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {listing.items.length < listing.total ? (
            <button
              type="button"
              className="editor-button-secondary"
              disabled={loading}
              onClick={() => setRequest((r) => ({ ...r, page: listing.page + 1 }))}
            >
              {t.mediaLoadMore}
            </button>
          ) : null}
        </div>

        {selected ? (
          <aside className="media-panel__side">
            <button
              type="button"
              className="editor-button-primary media-panel__use"
              onClick={() => void assignMedia(target, selected).then((ok) => ok && onClose())}
            >
              {t.mediaUse}
            </button>
            <MediaDetails
              key={`${selected.id}:${selected.updated}`}
              media={selected}
              siteLocales={siteLocales}
              publishedLocales={publishedLocales}
              numberLocale={`${editorLocale}-CH`}
              frameRatio={target.kind === 'field' ? target.frameRatio : null}
              onChanged={changed}
              onDeleted={(gone) => {
                setSelectedId(null);
                setCurrent((before) => (before?.id === gone.id ? null : before));
                setListing((before) => ({
                  ...before,
                  items: before.items.filter((item) => item.id !== gone.id),
                  total: Math.max(0, before.total - 1),
                }));
              }}
            />
          </aside>
        ) : null}
      </div>
    </Dialog>
  );
}
