/**
 * mediaGallery view: the gallery's uploaded items (oldest first) in a grid, one batch at a time
 * ('Mehr laden' adds the next after a short busy state and moves focus to the first new image),
 * each opening the lightbox by click, Enter or Space. For an editor with the toolbar active the
 * lightbox is off and every item has a delete control instead (two taps on touch layouts).
 * Nothing renders without a group id; an empty gallery shows editors a hint and visitors nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Picture } from '../../components/Picture.tsx';
import type { Aspect } from '../../lib/media/variants.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { mediaTexts } from '../../i18n/visitor/media.ts';
import type { MediaSnapshot } from '../../lib/content.ts';
import type { BlockProps } from '../types.ts';
import { deleteMedia } from './delete-media.ts';
import {
  GALLERY_LOAD_DELAY_MS,
  deleteRequestOf,
  deleteTap,
  hasMore,
  lightboxSlide,
  shownCount,
} from './gallery-state.ts';
import type { GalleryLightbox } from './lightbox.ts';
import type { mediaGallerySchema } from './schema.ts';
import { useEditorToolbar, useTouchLayout } from './useEditorToolbar.ts';
import './styles.css';

/** After a successful delete the page reloads this much later, so the editor reads the notice. */
const RELOAD_AFTER_DELETE_MS = 1000;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** How wide a tile is drawn at each breakpoint: 2 columns on phones, 3 on tablets, the option above. */
const sizesFor = (columns: number) =>
  `(min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) 33vw, 50vw`;

type Notice = { kind: 'busy' | 'done' | 'error'; text: string };

export function MediaGalleryView({ group, options, fields }: BlockProps<typeof mediaGallerySchema>) {
  const { mode, locale } = useRenderContext();
  const t = mediaTexts[locale];
  const titleTag = useTitleTag(group.id);
  const editing = useEditorToolbar(mode === 'edit');
  const touch = useTouchLayout();
  const [loads, setLoads] = useState(0);
  const [loading, setLoading] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lightbox = useRef<GalleryLightbox | null>(null);

  const items = useMemo(() => (group.media ?? []).filter((m) => !removed.has(m.id)), [group.media, removed]);
  const shown = shownCount(items.length, options.batchSize, loads);
  const visible = useMemo(() => items.slice(0, shown), [items, shown]);

  // The lightbox lists the images on screen; it is rebuilt when that list changes.
  useEffect(() => {
    return () => {
      lightbox.current?.destroy();
      lightbox.current = null;
    };
  }, [visible, locale]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // After 'load more', focus goes to the first new image (keyboard users continue from there).
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-gallery-tile]')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  const open = useCallback(
    async (index: number) => {
      if (!lightbox.current) {
        const { createLightbox } = await import('./lightbox.ts');
        const slides = visible.map((media) => ({ ...lightboxSlide(media), alt: media.alt[locale] ?? '' }));
        lightbox.current = createLightbox(slides, {
          close: t.galleryLightboxClose,
          zoom: t.galleryLightboxZoom,
          previous: t.galleryLightboxPrevious,
          next: t.galleryLightboxNext,
          error: t.galleryLightboxError,
        });
      }
      lightbox.current.open(index);
    },
    [visible, locale, t],
  );

  const loadMore = () => {
    if (loading) return;
    setLoading(true);
    timer.current = window.setTimeout(() => {
      focusFrom.current = shown;
      setLoads((n) => n + 1);
      setLoading(false);
    }, GALLERY_LOAD_DELAY_MS);
  };

  const remove = async (media: MediaSnapshot) => {
    const tap = deleteTap({ touch, selected, id: media.id });
    setSelected(tap.selected);
    const request = deleteRequestOf(media, group.id);
    if (tap.action === 'select' || !request) return;
    setNotice({ kind: 'busy', text: t.galleryDeleting });
    const answer = await deleteMedia(request);
    if (answer.success) {
      setRemoved((before) => new Set(before).add(media.id));
      setNotice({ kind: 'done', text: t.galleryDeleted });
      timer.current = window.setTimeout(() => location.reload(), RELOAD_AFTER_DELETE_MS);
    } else {
      console.error('[mediaGallery] delete failed', answer.error);
      setNotice({ kind: 'error', text: t.galleryDeleteFailed });
    }
  };

  if (!group.id) return null;
  if (items.length === 0 && mode !== 'edit') return null;
  const sizes = sizesFor(options.columnLayout);
  // Square tiles: 'cover' cuts each photo around its focal point; 'contain' shows it whole.
  const aspect: Aspect = options.objectFit === 'cover' ? '1:1' : 'original';
  const image = (media: MediaSnapshot) => (
    <Picture media={media} locale={locale} sizes={sizes} aspect={aspect} className="media-gallery__image" />
  );
  const more = hasMore(items.length, shown);
  return (
    <section
      className={`block media-gallery media-gallery--fit-${options.objectFit}`}
      data-gallery-id={group.id}
      aria-busy={loading || undefined}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as={titleTag} />
        <RichText field={fields.description} />
        {items.length === 0 ? <p className="media-gallery__empty">{t.galleryEmptyEdit}</p> : null}
        <ul
          ref={listRef}
          className={`media-gallery__grid media-gallery__grid--${options.columnLayout}`}
          data-editing={editing ? 'true' : undefined}
        >
          {visible.map((media, index) => (
            <li
              key={media.id}
              className="media-gallery__item"
              data-selected={selected === media.id ? 'true' : undefined}
            >
              {editing ? (
                <EditableItem
                  image={image(media)}
                  deletable={deleteRequestOf(media, group.id) !== null}
                  armed={touch && selected === media.id}
                  labels={{ delete: t.galleryDelete, confirm: t.galleryDeleteConfirm }}
                  onDelete={() => void remove(media)}
                />
              ) : (
                <a
                  href={media.url}
                  className="media-gallery__tile"
                  data-gallery-tile=""
                  aria-label={
                    media.alt[locale]
                      ? undefined
                      : fill(t.galleryOpenImage, { index: index + 1, count: visible.length })
                  }
                  onClick={(event) => {
                    event.preventDefault();
                    void open(index);
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== ' ') return;
                    event.preventDefault();
                    void open(index);
                  }}
                >
                  {image(media)}
                </a>
              )}
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {loading
            ? t.galleryLoading
            : items.length > 0
              ? fill(t.galleryShown, { shown, total: items.length })
              : ''}
        </p>
        {notice ? (
          <p
            className={`media-gallery__notice media-gallery__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-editor-ui=""
          >
            {notice.text}
          </p>
        ) : null}
        {more ? (
          <div className="media-gallery__more">
            <button
              type="button"
              className="button button--contained"
              aria-disabled={loading || undefined}
              aria-busy={loading || undefined}
              onClick={loadMore}
            >
              {loading ? <span className="media-gallery__spinner" aria-hidden="true" /> : null}
              {t.galleryLoadMore}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** An item while the editor's toolbar is active: the image (no lightbox) and its delete control. */
function EditableItem(props: {
  image: ReactNode;
  deletable: boolean;
  armed: boolean;
  labels: { delete: string; confirm: string };
  onDelete: () => void;
}) {
  const { image, deletable, armed, labels, onDelete } = props;
  return (
    <>
      <div className="media-gallery__tile" data-gallery-tile="" tabIndex={-1}>
        {image}
      </div>
      {deletable ? (
        <button
          type="button"
          className="media-gallery__delete"
          data-editor-ui=""
          data-armed={armed ? 'true' : undefined}
          aria-label={armed ? labels.confirm : labels.delete}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {armed ? <span className="media-gallery__delete-text">{labels.confirm}</span> : null}
        </button>
      ) : null}
    </>
  );
}
