/**
 * The media library (editor spec §2, §3 Media): a modal dialog opened from the context menu of an
 * image or video field (or for the page's share image). Newest first, 40 per page (videos 20) with
 * 'load more'; filters by type, folder and tag; search by name; upload by picker or drop with a
 * progress bar per file; own videos are polled until ready, YouTube videos added by URL. Choosing
 * an item and 'use' saves it into the field; the details pane edits alt texts, tags, crop and
 * focal point, and deletes.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { Locale } from '../../lib/content.ts';
import { pageLocales } from '../../lib/drafts.ts';
import type { MediaItem, MediaType } from '../../lib/api/media.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $draft, $editorLocale, pushToast, type MediaTarget } from '../store.ts';
import { assignMedia } from './assign.ts';
import { MediaDetails } from './MediaDetails.tsx';
import { mediaApi } from './media-api.ts';
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

/** The list with items put first (new uploads) or replaced in place (edits), without doubles. */
export function mergeItems(list: readonly MediaItem[], changed: readonly MediaItem[], position: 'first' | 'inPlace') {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const kept = list.map((item) => byId.get(item.id) ?? item);
  if (position === 'inPlace') return kept;
  const fresh = changed.filter((item) => !list.some((old) => old.id === item.id));
  return [...fresh.reverse(), ...kept];
}

export default function MediaLibrary({ target, onClose }: { target: MediaTarget; onClose: () => void }) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const draft = useStore($draft);
  const typeId = useId();
  const folderId = useId();
  const tagId = useId();
  const searchId = useId();
  const [filters, setFilters] = useState<Filters>({
    mediaType: target.kind === 'field' ? target.mediaType : 'image',
    folder: '',
    tag: '',
    q: '',
  });
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [uploads, dispatch] = useReducer(reduceUploads, []);
  const polls = useRef(new AbortController());

  useEffect(() => () => polls.current.abort(), []);

  const load = useCallback(async (which: Filters, page: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await mediaApi.list({
        mediaType: which.mediaType,
        ...(which.folder ? { folder: which.folder } : {}),
        ...(which.tag ? { tag: which.tag } : {}),
        ...(which.q ? { q: which.q } : {}),
        page: String(page),
      });
      setListing((before) => ({
        // A later page may repeat an item when uploads moved the list on: keep each once.
        items:
          page === 0
            ? answer.items
            : [...before.items, ...answer.items.filter((item) => !before.items.some((old) => old.id === item.id))],
        total: answer.total,
        folders: answer.folders,
        tags: answer.tags,
        page,
      }));
    } catch (error) {
      console.error('[editor] media list', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(filters, 0);
  }, [filters, load]);

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.q === search.trim() ? f : { ...f, q: search.trim() })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const changed = (media: MediaItem) =>
    setListing((before) => ({ ...before, items: mergeItems(before.items, [media], 'inPlace') }));

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
  const selected = listing.items.find((item) => item.id === selectedId) ?? null;
  const video = filters.mediaType === 'video';
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <Dialog title={t.mediaLibraryTitle} onClose={onClose}>
      <div className="media-panel" data-media-library="">
        <div className="media-panel__main">
          <div className="media-panel__filters">
            <label htmlFor={typeId}>{t.mediaTypeFilter}</label>
            <select
              id={typeId}
              value={filters.mediaType}
              onChange={(event) => setFilter({ mediaType: event.currentTarget.value as MediaType, folder: '', tag: '' })}
            >
              <option value="image">{t.mediaTypeImage}</option>
              <option value="video">{t.mediaTypeVideo}</option>
            </select>
            <label htmlFor={folderId}>{t.mediaFolderFilter}</label>
            <select id={folderId} value={filters.folder} onChange={(event) => setFilter({ folder: event.currentTarget.value })}>
              <option value="">{t.mediaFilterAll}</option>
              {listing.folders.map((folder) => (
                <option key={folder} value={folder}>
                  {folder}
                </option>
              ))}
            </select>
            <label htmlFor={tagId}>{t.mediaTagFilter}</label>
            <select id={tagId} value={filters.tag} onChange={(event) => setFilter({ tag: event.currentTarget.value })}>
              <option value="">{t.mediaFilterAll}</option>
              {listing.tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
            <label htmlFor={searchId}>{t.mediaSearch}</label>
            <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </div>

          <UploadZone
            accept={video ? 'video/*' : 'image/*'}
            multiple
            label={video ? t.mediaVideoUpload : t.mediaUploadPick}
            hint={t.mediaUploadDrop}
            onFiles={(files) => void upload(files)}
          >
            <UploadList files={uploads} />
          </UploadZone>
          {video ? <YouTubeForm onAdded={(media) => added([media])} /> : null}

          <p className="media-panel__hint" aria-live="polite">
            {loading
              ? t.mediaLoading
              : failed
                ? t.mediaLoadError
                : listing.items.length === 0
                  ? t.mediaEmpty
                  : format(t.mediaCount, { shown: listing.items.length, total: listing.total })}
          </p>
          <ul className="media-grid" aria-label={t.mediaList}>
            {listing.items.map((item) => {
              const thumb = item.mediaType === 'image' ? item.publicUrl : item.videoSettings?.thumbnailUrl;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-grid__item"
                    aria-pressed={item.id === selectedId}
                    aria-label={format(t.mediaSelect, { name: item.originalFilename })}
                    data-media-id={item.id}
                    onClick={() => setSelectedId(item.id)}
                  >
                    {thumb ? <img src={thumb} alt="" loading="lazy" /> : <span className="media-grid__blank" />}
                    <span className="media-grid__name">{item.originalFilename}</span>
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
              onClick={() => void load(filters, listing.page + 1)}
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
              media={selected}
              siteLocales={siteLocales}
              publishedLocales={publishedLocales}
              numberLocale={`${editorLocale}-CH`}
              frameRatio={target.kind === 'field' ? target.frameRatio : null}
              onChanged={changed}
              onDeleted={(gone) => {
                setSelectedId(null);
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
