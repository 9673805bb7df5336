/**
 * Adds a page to a navigation container: a button opens a choice of the pages the container does
 * not list yet (sorted by name), confirmed with Add.
 */
import { useMemo, useState } from 'react';
import { format } from '../../../i18n/editor.ts';
import type { NavigationContainer, PageSnapshot } from '../../../lib/content.ts';
import { NAVIGATION_LIMITS, pagesNotInContainer } from '../../../lib/navigation-edit.ts';
import { useEditorTexts } from '../../hooks.ts';
import { pageName } from './page-facts.ts';

export interface AddPagePickerProps {
  container: NavigationContainer;
  containerLabel: string;
  pages: readonly PageSnapshot[];
  onAdd: (pageId: string) => void;
}

/** The add-page button with its picker. */
export function AddPagePicker({ container, containerLabel, pages, onAdd }: AddPagePickerProps) {
  const t = useEditorTexts();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const choices = useMemo(
    () =>
      pagesNotInContainer(container, pages)
        .map((page) => ({ id: page.id, name: pageName(page, t) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    [container, pages, t],
  );
  const full = container.children.length >= NAVIGATION_LIMITS.children;
  const selectId = `editor-nav-add-${container.id}`;

  if (!open) {
    return (
      <button
        type="button"
        className="editor-button-secondary editor-nav__add"
        disabled={full}
        onClick={() => {
          setChoice(choices[0]?.id ?? '');
          setOpen(true);
        }}
      >
        {t.navAddPage}
        <span className="editor-sr-only"> ({containerLabel})</span>
      </button>
    );
  }
  return (
    <div className="editor-nav__picker">
      <label htmlFor={selectId}>{format(t.navAddPageTo, { label: containerLabel })}</label>
      {choices.length === 0 ? (
        <p>{t.navAddPageNone}</p>
      ) : (
        <select id={selectId} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
      <div className="editor-nav__picker-actions">
        <button
          type="button"
          className="editor-button-primary"
          disabled={!choice}
          onClick={() => {
            onAdd(choice);
            setOpen(false);
          }}
        >
          {t.navAdd}
        </button>
        <button type="button" className="editor-button-secondary" onClick={() => setOpen(false)}>
          {t.navCancel}
        </button>
      </div>
    </div>
  );
}
