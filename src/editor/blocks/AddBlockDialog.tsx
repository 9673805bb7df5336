/**
 * The add-block dialog (box picker, editor spec §2, §4): the allowed box types under the headings
 * start, team, content, collections, various and remaining, each with its icon and name. Boxes
 * reserved to the health-optics network say so and cannot be chosen by other sites. Choosing a
 * box inserts it after the reference block (or at the end of the page), reloads the draft page
 * and scrolls smoothly to the new section once it appears (watched for up to 30 s).
 *
 * A native modal <dialog>: focus is trapped inside while open, Escape and a click on the
 * backdrop close it, and focus returns to where it was.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { editorDictionary } from '../../i18n/editor.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { addBlock } from '../actions.ts';
import { useEditor } from '../context.tsx';
import { BlockIcon } from './BlockIcon.tsx';
import { addBlockSections, type DialogBlockType, type DialogEntry } from './dialog-entries.ts';
import { blockTypeLabel, categoryLabel } from './labels.ts';
import { scrollToGroupWhenShown } from './scroll-to-group.ts';
import './add-block-dialog.css';

export interface AddBlockDialogProps {
  /** The block the new one goes after; null appends it at the end of the page. */
  nextTo: GroupSnapshot | null;
  onClose: () => void;
}

export default function AddBlockDialog({ nextTo, onClose }: AddBlockDialogProps) {
  const { page, reload, healthOpticsMember, editorLocale } = useEditor();
  const t = editorDictionary(editorLocale);
  const ref = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const [adding, setAdding] = useState<DialogBlockType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sections = addBlockSections(healthOpticsMember);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const requestClose = () => {
    if (adding === null) onClose();
  };

  // Escape: the browser would close the dialog itself; let the owner unmount it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // A click on the backdrop lands on the <dialog> itself (its content fills a wrapper).
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  const choose = async (entry: DialogEntry) => {
    if (!entry.allowed || adding !== null) return;
    setAdding(entry.type);
    setError(null);
    try {
      const groupId = await addBlock({ pageId: page.id, groupName: entry.type, nextTo: nextTo?.id ?? null });
      // Watch before reloading so the new section is caught as soon as it renders.
      scrollToGroupWhenShown(groupId);
      await reload();
      onClose();
    } catch (err) {
      console.error(`[add-block] adding ${entry.type} failed`, err);
      setError(t.blocksAddFailed);
      setAdding(null);
    }
  };

  const titleId = `${baseId}-title`;
  return (
    <dialog
      ref={ref}
      className="lu-addblock"
      aria-labelledby={titleId}
      aria-busy={adding !== null}
      onCancel={onCancel}
      onClick={onDialogClick}
    >
      <div className="lu-addblock__content">
        <header className="lu-addblock__header">
          <div>
            <h2 id={titleId} className="lu-addblock__title">
              {t.blocksDialogTitle}
            </h2>
            <p className="lu-addblock__intro">{nextTo ? t.blocksDialogAfter : t.blocksDialogAtEnd}</p>
          </div>
          <button
            type="button"
            className="lu-addblock__close"
            aria-label={t.blocksDialogClose}
            title={t.blocksDialogClose}
            onClick={requestClose}
            disabled={adding !== null}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <p className="lu-addblock__status" role="status">
          {adding !== null ? t.blocksAdding : ''}
        </p>
        <p className="lu-addblock__error" role="alert">
          {error}
        </p>
        {sections.map((section) => {
          const headingId = `${baseId}-${section.category}`;
          return (
            <section key={section.category} className="lu-addblock__section" aria-labelledby={headingId}>
              <h3 id={headingId} className="lu-addblock__heading">
                {categoryLabel(t, section.category)}
              </h3>
              <ul className="lu-addblock__grid">
                {section.entries.map((entry) => {
                  const noteId = `${baseId}-${entry.type}-note`;
                  const busy = adding === entry.type;
                  return (
                    <li key={entry.type}>
                      <button
                        type="button"
                        className={`lu-addblock__tile${busy ? ' lu-addblock__tile--busy' : ''}`}
                        data-block-type={entry.type}
                        aria-disabled={!entry.allowed || adding !== null}
                        aria-describedby={entry.healthOpticsOnly ? noteId : undefined}
                        onClick={() => void choose(entry)}
                      >
                        <BlockIcon type={entry.type} generic={entry.generic} />
                        <span className="lu-addblock__label">{blockTypeLabel(t, entry.type)}</span>
                        {entry.healthOpticsOnly && (
                          <span id={noteId} className="lu-addblock__note">
                            {t.healthOpticsOnly}
                          </span>
                        )}
                        {busy && <span className="lu-addblock__spinner" aria-hidden="true" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </dialog>
  );
}
