/**
 * The link bubble of the rich-text editor (spec §4, §5): choose url, phone, e-mail or a page of
 * the site; "apply" stays disabled until the needed value is there; applied links open in place
 * (page, phone) or in a new tab (url, e-mail). With the cursor in a link, a small bubble shows
 * the link (page name, or shortened to 17 characters + '...') with edit and remove buttons.
 */
import type { EditorView } from '@milkdown/kit/prose/view';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { EditorDictionary, EditorKey } from '../../i18n/editor.ts';
import type { CollectionName } from '../../lib/content.ts';
import {
  linkInsertText,
  RICH_LINK_TYPES,
  richLinkHref,
  richLinkLabel,
  richLinkTarget,
  type RichLinkDraft,
  type RichLinkType,
} from '../../lib/richtext-edit.ts';
import { applyLink, removeLink } from './milkdown.ts';

/** A page the link bubble offers. */
export interface PageChoice {
  id: string;
  name: string;
  collection: CollectionName | null;
}

const TYPE_LABELS: Record<RichLinkType, EditorKey> = {
  url: 'richTextLinkUrl',
  phone: 'richTextLinkPhone',
  email: 'richTextLinkEmail',
  page: 'richTextLinkPage',
};

const COLLECTION_LABELS: Record<CollectionName, EditorKey> = {
  team: 'richTextCollectionTeam',
  service: 'richTextCollectionService',
  testimonial: 'richTextCollectionTestimonial',
  map: 'richTextCollectionMap',
};

/** Where a bubble goes: under the selection start, inside the wrapper's width. */
function bubblePosition(view: EditorView, wrapper: HTMLElement | null): { top: number; left: number } {
  if (!wrapper) return { top: 0, left: 0 };
  try {
    const box = wrapper.getBoundingClientRect();
    const coords = view.coordsAtPos(view.state.selection.from);
    const left = Math.max(0, Math.min(coords.left - box.left, Math.max(0, box.width - 320)));
    return { top: coords.bottom - box.top + 8, left };
  } catch {
    return { top: wrapper.offsetHeight + 8, left: 0 };
  }
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

export interface LinkBubbleProps {
  view: EditorView;
  wrapper: HTMLElement | null;
  t: EditorDictionary;
  draft: RichLinkDraft;
  onDraft: (draft: RichLinkDraft) => void;
  /** The href of the link being edited, if the selection is in one. */
  currentHref: string | null;
  pages: PageChoice[];
  pageName: (id: string) => string | null;
  onClose: () => void;
}

/** The form that sets a link on the selection (or inserts linked text at the cursor). */
export function LinkBubble({
  view,
  wrapper,
  t,
  draft,
  onDraft,
  currentHref,
  pages,
  pageName,
  onClose,
}: LinkBubbleProps) {
  const id = useId();
  const valueRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const href = richLinkHref(draft);

  useEffect(() => {
    valueRef.current?.focus();
  }, [draft.type]);

  const apply = () => {
    if (!href) return;
    applyLink(view, href, linkInsertText(draft, pageName));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== 'radio'
    ) {
      event.preventDefault();
      apply();
    }
  };

  const free = pages.filter((page) => !page.collection);
  const collections = (Object.keys(COLLECTION_LABELS) as CollectionName[])
    .map((name) => ({ name, pages: pages.filter((page) => page.collection === name) }))
    .filter((group) => group.pages.length > 0);
  const target = href
    ? richLinkTarget(href)
    : draft.type === 'page' || draft.type === 'phone'
      ? '_self'
      : '_blank';

  const valueInput = () => {
    const common = { id: `${id}-value`, className: 'rte__input' };
    switch (draft.type) {
      case 'url':
        return (
          <input
            {...common}
            ref={valueRef}
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder={t.richTextUrlPlaceholder}
            value={draft.url}
            onChange={(e) => onDraft({ ...draft, url: e.target.value })}
          />
        );
      case 'phone':
        return (
          <input
            {...common}
            ref={valueRef}
            type="tel"
            autoComplete="tel"
            placeholder={t.richTextPhonePlaceholder}
            value={draft.phone}
            onChange={(e) => onDraft({ ...draft, phone: e.target.value })}
          />
        );
      case 'email':
        return (
          <input
            {...common}
            ref={valueRef}
            type="email"
            autoComplete="email"
            placeholder={t.richTextEmailPlaceholder}
            value={draft.email}
            onChange={(e) => onDraft({ ...draft, email: e.target.value })}
          />
        );
      case 'page':
        return (
          <select
            {...common}
            ref={valueRef}
            value={draft.pageId}
            onChange={(e) => onDraft({ ...draft, pageId: e.target.value })}
          >
            <option value="">{t.richTextChoosePage}</option>
            {free.length > 0 ? (
              <optgroup label={t.richTextPages}>
                {free.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {collections.map((group) => (
              <optgroup key={group.name} label={t[COLLECTION_LABELS[group.name]]}>
                {group.pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        );
    }
  };

  return (
    <div
      className="rte__bubble"
      role="dialog"
      aria-label={t.richTextLinkDialog}
      tabIndex={-1}
      style={bubblePosition(view, wrapper)}
      onKeyDown={onKeyDown}
    >
      {currentHref ? (
        <p className="rte__current">
          <span className="rte__current-label">{t.richTextCurrentLink}:</span>{' '}
          <span className="rte__current-link" title={currentHref}>
            {richLinkLabel(currentHref, pageName)}
          </span>
        </p>
      ) : null}
      <fieldset className="rte__types">
        <legend>{t.richTextLinkType}</legend>
        {RICH_LINK_TYPES.map((type) => (
          <label key={type} className="rte__type">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={draft.type === type}
              onChange={() => onDraft({ ...draft, type })}
            />
            <span>{t[TYPE_LABELS[type]]}</span>
          </label>
        ))}
      </fieldset>
      <label className="rte__label" htmlFor={`${id}-value`}>
        {t[TYPE_LABELS[draft.type]]}
      </label>
      {valueInput()}
      <p className="rte__hint">{target === '_self' ? t.richTextOpensSameTab : t.richTextOpensNewTab}</p>
      <div className="rte__actions">
        <button type="button" className="rte__action" onClick={onClose}>
          {t.richTextCancel}
        </button>
        <button type="button" className="rte__action rte__action--primary" disabled={!href} onClick={apply}>
          {t.richTextApply}
        </button>
      </div>
    </div>
  );
}

export interface LinkInfoProps {
  view: EditorView;
  t: EditorDictionary;
  href: string;
  pageName: (id: string) => string | null;
  onEdit: () => void;
}

/**
 * The link under the cursor, shown in the toolbar (above the field, so it never covers the text
 * being edited), with edit and remove.
 */
export function LinkInfo({ view, t, href, pageName, onEdit }: LinkInfoProps) {
  return (
    <span className="rte__linkinfo" onMouseDown={keepFocus}>
      <span className="rte__current">
        <span className="rte__current-label">{t.richTextCurrentLink}:</span>{' '}
        <span className="rte__current-link" title={href} data-testid="rte-current-link">
          {richLinkLabel(href, pageName)}
        </span>
      </span>
      <button type="button" className="rte__action" onClick={onEdit}>
        {t.richTextEditLink}
      </button>
      <button
        type="button"
        className="rte__action"
        onClick={() => {
          removeLink(view);
          view.focus();
        }}
      >
        {t.richTextRemoveLink}
      </button>
    </span>
  );
}
